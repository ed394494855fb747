import * as TabsPrimitive from 'radix-ui/tabs';
import type { ReactNode } from 'react';

interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs with Radix's keyboard behaviour (arrow keys between tabs, Tab into the panel). Inactive
 * panels are not rendered, so a panel that loads data loads it when first opened.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <TabsPrimitive.Root defaultValue={tabs[0]?.value} className="flex flex-col gap-4">
      <TabsPrimitive.List aria-label={label} className="flex gap-1 border-b border-navy-700">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px min-h-11 border-b-2 border-transparent px-4 text-sm font-semibold text-navy-200 hover:text-white data-[state=active]:border-gold-400 data-[state=active]:text-gold-300"
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="outline-none">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
