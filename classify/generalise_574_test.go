package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases574 runs held-out set 574: Node.js 20 as a tool runtime (fetch/undici, fs/promises, child_process, JSON, zlib, dns), captured live, labelled blind.
// First run at 5900b9e: 31/33 overall, 16/18 tricky.
// Fixed by class: an encoder handed a value its format cannot hold (structured clone's DataCloneError, BigInt, Python json/pickle, gob) reads invalid (generic.go, TestGeneralise574).
func TestIndependentCases574(t *testing.T) {
	runIndependent(t, "testdata/independent574.jsonl", true)
}

// TestGeneralise574 pins the encoder ruling: a value the format cannot
// hold fails every time until the program converts it.
func TestGeneralise574(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Chrome structuredClone DataCloneError", msg: "DataCloneError: Failed to execute 'structuredClone' on 'Window': function () {} could not be cloned.", want: rung.KindInvalid},
		{name: "Firefox postMessage DataCloneError", msg: "DataCloneError: The object could not be cloned.", want: rung.KindInvalid},
		{name: "V8 JSON.stringify of a BigInt", msg: "TypeError: Do not know how to serialize a BigInt", want: rung.KindInvalid},
		{name: "Python json.dumps of a datetime", msg: "TypeError: Object of type datetime is not JSON serializable", want: rung.KindInvalid},
		{name: "Python multiprocessing pickle of a lock", msg: "TypeError: cannot pickle '_thread.lock' object", want: rung.KindInvalid},
		{name: "Python pickle of a local function", msg: "AttributeError: Can't pickle local object 'main.<locals>.w574_job'", want: rung.KindInvalid},
		{name: "Go encoding/gob unregistered interface type", msg: "gob: type not registered for interface: main.Payload", want: rung.KindInvalid},
		{name: "near miss: a repository clone refused keeps denied", msg: "Error: Repository w574/site could not be cloned: authentication failed for 'https://git.example.com/w574/site.git/'", want: rung.KindDenied},
		{name: "near miss: a snapshot clone on a busy volume keeps transient", msg: "Error: the w574 snapshot could not be cloned because the volume is busy, try again later", want: rung.KindTransient},
		{name: "near miss: an SDK's circular structure keeps unknown (set 308)", protocol: "mcp", msg: "Converting circular structure to JSON\n    --> starting at object with constructor 'SchemaEnv'\n    --- property 'root' closes the circle", want: rung.KindUnknown},
	})
}
