package classify

import "strings"

// wazeroText reads the errors of a WebAssembly sandbox running submitted
// (model-written) code, in wazero's words and wasmtime's (set 1299, live).
// A trap is the module's own code failing ("wasm error: unreachable",
// "integer divide by zero", "out of bounds memory access", "stack
// overflow", wasmtime's "wasm trap: ..."): the same bytes trap the same way
// on every run, so the code must be repaired, invalid, whatever the words
// ("overflow", "access", "out of memory") suggest. A decode error names the
// binary's section ("section type: read 0-th type: EOF", "section memory:
// min 16 pages (1 Mi) over limit of 4 pages (256 Ki)"): the module's own
// bytes, no connection's EOF and no refillable limit, invalid. An import
// the host never offers ("module[env] not instantiated") or declares with
// the wrong signature is the module's, invalid; but a missing WASI module
// ("module[wasi_snapshot_preview1] not instantiated") is the host's setup,
// premise. "module[x] has already been instantiated" is conflict. Inside a
// WASI exit (sys.ExitError "module closed with exit_code(N)"), an open that
// fails EBADF ("Bad file number") names a path outside every preopened
// directory, the sandbox's capability boundary, denied; and the guest
// runtime's "out of memory" is the sandbox's fixed memory limit, which the
// code must fit, invalid.
func wazeroText(text string) (Result, bool) {
	if hasAny(text, "wasm error: ", "wasm trap: ") && hasAny(text, wasmTrapNames...) {
		return verdict(invalid, "wasm: the module's own code trapped; it traps the same way on every run: repair the code")
	}
	if t := strings.TrimSpace(text); strings.EqualFold(t, "stack overflow") || strings.EqualFold(t, "wasm trap: call stack exhausted") {
		return verdict(invalid, "wasm: the module's call stack overflowed (unbounded recursion): repair the code")
	}
	for _, s := range wasmSections {
		if hasPrefixFold(text, s) {
			return verdict(invalid, "wasm: the module's binary does not decode or asks more than the runtime allows in one of its sections: fix the module")
		}
	}
	if hasPrefixFold(text, "module[") {
		if hasFold(text, "] not instantiated") {
			if hasAny(text, "module[wasi_snapshot_preview1]", "module[wasi_unstable]") {
				return verdict(premise, "wasm: the host never instantiated WASI, which the module imports: set the host up first")
			}
			return verdict(invalid, "wasm: the module imports from a module the host does not offer: rewrite the code without that import")
		}
		if hasFold(text, "] has already been instantiated") {
			return verdict(conflict, "wasm: a module of that name is already instantiated in the runtime")
		}
	}
	if hasPrefixFold(text, "import ") && hasFold(text, "]: signature mismatch: ") {
		return verdict(invalid, "wasm: the module declares an import with a signature the host's export does not have: fix the import")
	}
	if hasFold(text, "module closed with exit_code(") {
		if hasFold(text, "open ") && hasFold(text, ": bad file number") {
			return verdict(denied, "wasi: the path lies outside every directory preopened for the module: the sandbox grants no access to it")
		}
		if hasFold(text, "out of memory") {
			return verdict(invalid, "wasi: the code needs more memory than the sandbox's fixed limit: make it use less")
		}
	}
	return Result{}, false
}

var wasmTrapNames = []string{"unreachable", "integer divide by zero", "integer overflow", "out of bounds memory access", "invalid table access", "indirect call type mismatch", "invalid conversion to integer", "call stack exhausted", "stack overflow"}

var wasmSections = []string{"section type: ", "section import: ", "section function: ", "section table: ", "section memory: ", "section global: ", "section export: ", "section start: ", "section element: ", "section code: ", "section data: ", "section data_count: ", "section custom: "}
