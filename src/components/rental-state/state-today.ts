import { todayInElSalvador } from '#domain/dates.ts';
import { type RentalFacts, type RentalState, stateOnDay } from '#domain/rental-state.ts';

/**
 * The reservation's state today (El Salvador), derived at render time with the one function
 * (domain/rental-state.ts) from what the view carries: a list kept offline since another day
 * says what is true now, not what was true when it was saved (issue 27).
 */
export function stateToday(
  view: RentalFacts & { state: RentalState },
  today = todayInElSalvador(),
): RentalState {
  return stateOnDay(view, today) ?? view.state;
}
