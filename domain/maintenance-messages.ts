/**
 * The maintenance planning's Spanish messages (issue 12), apart from the contracts' schemas
 * (maintenance-contracts.ts) so the board's 'Programar servicio' dialog can show them without
 * building zod on a phone (issue 32).
 */
export const MAINTENANCE_MESSAGES = {
  adminOnly: 'Solo los administradores pueden planificar el mantenimiento.',
  startRequired: 'La fecha de inicio es requerida',
  startInvalid: 'La fecha de inicio no es válida',
  endRequired: 'La fecha de fin es requerida',
  endInvalid: 'La fecha de fin no es válida',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
  startInPast: 'La ventana de servicio no puede empezar en el pasado',
  tooLong: 'Una ventana de servicio no puede durar más de 90 días',
  rangeTooLong: 'El rango de fechas no puede superar un año',
  reasonRequired: 'El motivo es requerido',
  reasonTooLong: 'El motivo no puede tener más de 300 caracteres',
  windowNotFound: 'Ventana de servicio no encontrada.',
  windowInvalid: 'El identificador de la ventana de servicio no es válido.',
  conflict:
    'La ventana de servicio se cruza con reservas del vehículo. Reasígnalas o elige otras fechas.',
  windowTaken: 'El vehículo ya tiene una ventana de servicio en esas fechas.',
  vehicleRequired: 'El vehículo de destino es requerido',
  vehicleInvalid: 'El vehículo de destino no es válido',
  reassignSameVehicle: 'La reserva ya está asignada a ese vehículo.',
  reassignOtherType: 'El vehículo de destino es de otro tipo que el reservado.',
  reassignNotFree: 'El vehículo de destino no está libre en las fechas de la reserva.',
  reassignFinished: 'Solo se pueden reasignar reservas activas que aún no se han entregado.',
} as const;
