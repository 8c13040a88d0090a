package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise69 checks the classes that held-out set 69's misses named
// (everyday MCP failures captured live from the reference servers through
// the go-sdk, the TypeScript SDK and a raw client), each on the set's own
// line and on other software's wording of the same class, so that the rules
// hold the principle, not the lines. Each case names the software whose
// wording it is.
func TestGeneralise69(t *testing.T) {
	cases := []wordingCase{
		// A whole-file read past what the reader holds in memory: the same
		// call fails every time, a ranged or streamed read does not.
		{"file too large to read whole: set 69 i69-ts-fs-read-3g-tar (server-filesystem read_text_file, Node ERR_FS_FILE_TOO_LARGE)", "mcp", 0, "", `{"content":[{"type":"text","text":"File size (3221225472) is greater than 2 GiB"}],"isError":true}`, rung.KindInvalid},
		{"file too large to read whole: set 69 i69-gosdk-fs-read-600m-log (V8 RangeError through the go-sdk, wrapped by a tool)", "mcp", 0, "", `tool fs.read_text_file: {"content":[{"type":"text","text":"Invalid string length"}],"isError":true}`, rung.KindInvalid},
		{"file too large to read whole: Node 14/16 fs.readFile (ERR_FS_FILE_TOO_LARGE before Node 18), an agent's Go wrapper", "", 0, "", "read_file attachments/dump.sql: RangeError [ERR_FS_FILE_TOO_LARGE]: File size (2684354560) is greater than possible Buffer: 2147483647 bytes", rung.KindInvalid},
		{"file too large to read whole: Node buffer.toString on 600 MB (ERR_STRING_TOO_LONG), node-based MCP server", "mcp", 0, "", `{"content":[{"type":"text","text":"Error: Cannot create a string longer than 0x1fffffe8 characters"}],"isError":true}`, rung.KindInvalid},
		{"file too large to read whole: .NET File.ReadAllBytes IOException (FileTooLong)", "", 0, "", "System.IO.IOException: The file is too long. This operation is currently limited to supporting files less than 2 gigabytes in size.", rung.KindInvalid},

		// A tool's runtime TypeError on data it read itself, the value
		// present but of the wrong type.
		{"wrong type in own data: set 69 i69-gosdk-mem-obs-string-store (server-memory add_observations, V8)", "mcp", 0, "", `{"content":[{"type":"text","text":"entity.observations.push is not a function"}],"isError":true}`, rung.KindPremise},
		{"wrong type in own data: server-memory searchNodes over the same store (V8), raw JSON-RPC", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"e.observations.some is not a function"}],"isError":true},"jsonrpc":"2.0","id":4}`, rung.KindPremise},
		{"wrong type in own data: V8 kInvalidInOperatorUse on a stored string", "mcp", 0, "", `{"content":[{"type":"text","text":"Cannot use 'in' operator to search for 'observations' in renewal due 2027-03"}],"isError":true}`, rung.KindPremise},
		{"missing field: V8 kNonCoercibleWithProperty: destructuring a stored record that is not there", "mcp", 0, "", `{"content":[{"type":"text","text":"Cannot destructure property 'observations' of 'entity' as it is undefined."}],"isError":true}`, rung.KindPremise},
		{"missing field: V8 kUndefinedOrNullToObject: Object.keys of a missing stored field", "mcp", 0, "", `{"result":{"content":[{"type":"text","text":"Cannot convert undefined or null to object"}],"isError":true},"jsonrpc":"2.0","id":7}`, rung.KindPremise},
		{"wrong type in own data: V8 iterating a stored object as a list (for...of)", "mcp", 0, "", `{"content":[{"type":"text","text":"graph.relations is not iterable"}],"isError":true}`, rung.KindPremise},
		{"wrong type in own data: FastMCP (python) tool error with CPython's AttributeError on a stored string", "mcp", 0, "", `{"content":[{"type":"text","text":"Error executing tool add_note: 'str' object has no attribute 'append'"}],"isError":true}`, rung.KindPremise},
		{"wrong type in own data: CPython TypeError on a stored number", "mcp", 0, "isError", "Error executing tool list_tags: 'int' object is not iterable", rung.KindPremise},
		{"wrong type in own data: Ruby NoMethodError in an MCP server written with mcp-rb", "mcp", 0, "", "{\"content\":[{\"type\":\"text\",\"text\":\"undefined method `each' for \\\"renewal due 2027-03\\\":String\"}],\"isError\":true}", rung.KindPremise},

		// The person dismissed a request put to them, in any mode or named
		// by what it asked for.
		{"person dismissed: set 69 i69-ts-ev-url-elicit-cancel (server-everything trigger-url-elicitation, no isError)", "mcp", 0, "", `{"content":[{"type":"text","text":"⚠️ User cancelled the URL elicitation (Elicitation ID: ecc65998-e2c3-43c4-b4eb-b6ca3faef89e)."},{"type":"text","text":"\nRaw result: {\n  \"action\": \"cancel\"\n}"}]}`, rung.KindDenied},
		{"person dismissed: GoogleSignIn iOS kGIDSignInErrorCodeCanceled, as a tool quotes it", "", 0, "", "tool drive.connect: GIDSignIn error -5: The user canceled the sign-in flow.", rung.KindDenied},
		{"person dismissed: MSAL.js BrowserAuthError user_cancelled", "", 0, "user_cancelled", "BrowserAuthError: user_cancelled: User cancelled the flow.", rung.KindDenied},
		{"person dismissed: MSAL.NET MsalClientException authentication_canceled", "", 0, "", "MSAL.NetCore.4.61.3.0.MsalClientException: ErrorCode: authentication_canceled Microsoft.Identity.Client.MsalClientException: User canceled authentication.", rung.KindDenied},
		{"person dismissed: an MCP server's form-mode elicitation, worded with its mode", "mcp", 0, "", `{"content":[{"type":"text","text":"The user canceled the form elicitation; nothing was saved."}]}`, rung.KindDenied},
	}
	runWordingCases(t, cases)
}
