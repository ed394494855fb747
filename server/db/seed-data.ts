/** Demo fleet and people for a fresh install. Images are bundled in public/vehicles. */

export const DEMO_PASSWORD = 'Cliente2026';
export const DEFAULT_ADMIN = { email: 'admin@elitedrive.sv', password: 'EliteAdmin2026' };

export const DEMO_ADMIN_PROFILE = {
  firstName: 'Andrea',
  lastName: 'Martínez',
  birthDate: '1988-04-12',
  dui: '01234567-8',
  phoneNumber: '2250-1000',
};

export const DEMO_CUSTOMERS = [
  {
    firstName: 'Carlos',
    lastName: 'Hernández',
    birthDate: '1992-07-03',
    dui: '04567891-2',
    phoneNumber: '7012-3456',
    email: 'cliente@elitedrive.sv',
  },
  {
    firstName: 'María',
    lastName: 'López',
    birthDate: '1996-01-25',
    dui: '05678912-3',
    phoneNumber: '7123-4567',
    email: 'maria.lopez@elitedrive.sv',
  },
  {
    firstName: 'José',
    lastName: 'Ramírez',
    birthDate: '1985-11-09',
    dui: '06789123-4',
    phoneNumber: '7234-5678',
    email: 'jose.ramirez@elitedrive.sv',
  },
];

type VehicleType = 'Sedan' | 'SUV' | 'PickUp';
type Status = 'maintenanceRequired' | 'underMaintenance' | 'maintenanceCompleted' | 'outOfService';

export interface DemoVehicle {
  name: string;
  brand: string;
  model: string;
  vehicleType: VehicleType;
  capacity: number;
  pricePerDay: number;
  kilometers: number;
  kmForMaintenance: number;
  features: string[];
  image: string;
  status: Status;
  insurancePhone: string;
}

const SEDAN = ['Aire acondicionado', 'Transmisión automática', 'Bluetooth', 'Cámara de reversa'];
const SUV = ['Aire acondicionado', 'Tracción 4x4', 'Pantalla táctil', 'Sensores de parqueo'];
const PICKUP = ['Tracción 4x4', 'Cama de carga', 'Aire acondicionado', 'Gancho de remolque'];

const v = (
  vehicleType: VehicleType,
  image: string,
  brand: string,
  name: string,
  model: string,
  capacity: number,
  pricePerDay: number,
  kilometers: number,
  extra: string[],
  status: Status = 'maintenanceCompleted',
): DemoVehicle => {
  const base = vehicleType === 'Sedan' ? SEDAN : vehicleType === 'SUV' ? SUV : PICKUP;
  return {
    name,
    brand,
    model,
    vehicleType,
    capacity,
    pricePerDay,
    kilometers,
    kmForMaintenance: vehicleType === 'Sedan' ? 5000 : 10000,
    features: [...base, ...extra],
    image,
    status,
    insurancePhone: '2250-7000',
  };
};

/** Issue 28: each demo vehicle's plate, 'P 528-100', 'P 528-101'… in the fleet's order. */
export function demoPlate(index: number): string {
  return `P 528-${String(100 + index).padStart(3, '0')}`;
}

export const DEMO_VEHICLES: DemoVehicle[] = [
  v('Sedan', 'sedan-1', 'Toyota', 'Corolla', 'LE 2024', 5, 45, 18_250, ['Apple CarPlay']),
  v('Sedan', 'sedan-2', 'Hyundai', 'Elantra', 'GLS 2023', 5, 42, 32_400, ['Android Auto']),
  v('Sedan', 'sedan-3', 'Kia', 'Rio', 'EX 2024', 5, 35, 9_800, []),
  v('Sedan', 'sedan-4', 'Nissan', 'Sentra', 'Advance 2023', 5, 40, 41_120, ['Control crucero']),
  v('Sedan', 'sedan-5', 'Honda', 'Civic', 'Touring 2024', 5, 55, 12_600, ['Techo solar']),
  v('Sedan', 'sedan-6', 'Mazda', '3 Sedán', 'Grand Touring 2023', 5, 52, 27_300, [
    'Asientos de cuero',
  ]),
  v(
    'Sedan',
    'sedan-7',
    'Volkswagen',
    'Jetta',
    'Comfortline 2022',
    5,
    48,
    54_980,
    [],
    'maintenanceRequired',
  ),
  v('Sedan', 'sedan-8', 'Kia', 'K5', 'GT-Line 2024', 5, 58, 7_450, ['Carga inalámbrica']),
  v('Sedan', 'sedan-9', 'Chevrolet', 'Onix', 'Premier 2023', 5, 36, 23_700, []),
  v('SUV', 'suv-1', 'Toyota', 'RAV4', 'XLE 2024', 5, 75, 15_900, ['Apple CarPlay']),
  v('SUV', 'suv-2', 'Hyundai', 'Tucson', 'Limited 2023', 5, 70, 36_250, ['Techo panorámico']),
  v('SUV', 'suv-3', 'Kia', 'Sportage', 'EX 2024', 5, 68, 11_300, []),
  v(
    'SUV',
    'suv-4',
    'Mitsubishi',
    'Montero Sport',
    'GLS 2023',
    7,
    85,
    48_700,
    ['Tercera fila'],
    'underMaintenance',
  ),
  v('SUV', 'suv-5', 'Toyota', 'Fortuner', 'SRV 2024', 7, 95, 21_450, ['Tercera fila']),
  v(
    'SUV',
    'suv-6',
    'Ford',
    'Explorer',
    'XLT 2023',
    7,
    92,
    39_990,
    ['Tercera fila'],
    'maintenanceRequired',
  ),
  v('SUV', 'suv-7', 'Nissan', 'X-Trail', 'Exclusive 2022', 7, 78, 62_300, ['Tercera fila']),
  v('SUV', 'suv-8', 'Honda', 'CR-V', 'EX-L 2024', 5, 80, 8_200, ['Asientos de cuero']),
  v('PickUp', 'pickup-1', 'Toyota', 'Hilux', 'SRV 4x4 2024', 5, 80, 19_800, ['Doble cabina']),
  v('PickUp', 'pickup-2', 'Nissan', 'Frontier', 'PRO-4X 2023', 5, 75, 44_100, ['Doble cabina']),
  v('PickUp', 'pickup-3', 'Mitsubishi', 'L200', 'Sportero 2023', 5, 70, 51_600, ['Doble cabina']),
  v('PickUp', 'pickup-4', 'Ford', 'Ranger', 'XLT 2024', 5, 85, 13_250, ['Doble cabina']),
  v('PickUp', 'pickup-5', 'Chevrolet', 'Colorado', 'LT 2022', 5, 72, 78_400, [], 'outOfService'),
  v('PickUp', 'pickup-6', 'Isuzu', 'D-Max', 'LS 2023', 2, 55, 33_900, ['Cabina sencilla']),
  v('PickUp', 'pickup-7', 'Mazda', 'BT-50', 'SDX 2024', 5, 78, 6_900, ['Doble cabina']),
];
