/**
 * A minimal valid WebAssembly module per contract: one exported `apply(i64, i64, i64)` that
 * returns, plus a custom section naming the contract so every contract's code hash differs.
 */
export function contractWasm(label: string): Uint8Array {
  const name = new TextEncoder().encode('contract');
  const payload = new TextEncoder().encode(label.slice(0, 100));
  const custom = [name.length, ...name, ...payload];
  return Uint8Array.from([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    // type section: (i64, i64, i64) -> ()
    0x01,
    0x07,
    0x01,
    0x60,
    0x03,
    0x7e,
    0x7e,
    0x7e,
    0x00,
    // function section: one function of type 0
    0x03,
    0x02,
    0x01,
    0x00,
    // export section: "apply" -> function 0
    0x07,
    0x09,
    0x01,
    0x05,
    0x61,
    0x70,
    0x70,
    0x6c,
    0x79,
    0x00,
    0x00,
    // code section: an empty body
    0x0a,
    0x04,
    0x01,
    0x02,
    0x00,
    0x0b,
    0x00,
    custom.length,
    ...custom,
  ]);
}
