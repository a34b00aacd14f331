/**
 * The masks of a vehicle's identifiers on a customer's screens (issue 18 "a car policy's engine number and VIN,
 * masked in the middle"): enough shows for the owner to recognise their car, never the whole number.
 *
 * Decisions where the spec is silent:
 * - VIN (17 characters, GB 16735): the manufacturer's code (first 3) and the last 4 of the serial show:
 *   `LEK**********0945`.
 * - Engine number (length varies by maker, 6–20): the first 2 and the last 2 show: `UN****68`.
 * - A value too short to keep those ends is starred whole (`maskMiddle`). Total: a non-string gives "".
 */
import { maskMiddle } from "./mask-middle";

/** Which identifier of a vehicle. */
export type VehicleIdKind = "vin" | "engineNo";

const KEEP: Readonly<Record<VehicleIdKind, readonly [number, number]>> = { vin: [3, 4], engineNo: [2, 2] };

/**
 * A vehicle's VIN or engine number masked in the middle.
 * @example maskVehicleId("vin", "LEK26D8D0SY720945") // "LEK**********0945"
 * @example maskVehicleId("engineNo", "UN530768") // "UN****68"
 */
export function maskVehicleId(kind: VehicleIdKind, value: string): string {
  const [start, end] = kind === "vin" ? KEEP.vin : KEEP.engineNo;
  return maskMiddle(value, start, end);
}
