package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseFirstStep: a refusal that names, as an imperative, the
// step to take before this one ("Call connect() first", "call X before
// Y") is premise: the object is not yet where an earlier step puts it
// (firststep.go; lead review of set 706's pending line). A sign-in named as
// the step stays denied, "call again later" stays a wait, and a noun
// "call" names no step.
func TestGeneraliseFirstStep(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"scikit-learn NotFittedError (sklearn/utils/validation.py check_is_fitted)", "", 0, "",
			"sklearn.exceptions.NotFittedError: This LinearRegression instance is not fitted yet. Call 'fit' with appropriate arguments before using this estimator.", rung.KindPremise},
		{"a Rust JSON-RPC server's SERVER_NOT_INITIALIZED", "", 0, "-32002",
			"Server not initialized. Call initialize first.", rung.KindPremise},
		{"an MCP game tool before its connect tool", "mcp", 0, "",
			"Not connected. Call minecraft_connect first.", rung.KindPremise},
		{"a Python store's RuntimeError", "", 0, "",
			"RuntimeError: EventStore not connected. Call connect() first.", rung.KindPremise},
		{"a Node service's getter before its setup", "", 0, "",
			"Error: MongoDB client not initialized. Call connectToDatabase() first.", rung.KindPremise},
		{"a Django view's 404 naming the integration step", "http", 404, "",
			`{"error": "Gmail is not connected. Call /api/integrations/gmail/connect first."}`, rung.KindPremise},
		{"an MCP ledger tool naming the unseal step", "mcp", 0, "",
			"ledger hollowcrest-0417 is sealed; call unseal_ledger before appending", rung.KindPremise},
		{"an HTTP API's 400 naming the session step", "http", 400, "",
			"You must call create_session before sending messages.", rung.KindPremise},
		// Near misses: keep their kinds.
		{"near miss: gh naming the sign-in step", "", 0, "",
			"Not logged in. Run `gh auth login` first.", rung.KindDenied},
		{"near miss: call again later", "http", 503, "",
			"Please call again later.", rung.KindTransient},
		{"near miss: run the same query again", "http", 400, "",
			"Please run the query again before the cursor expires.", rung.KindInvalid},
		{"near miss: a noun call", "", 0, "",
			"The call failed before the server answered.", rung.KindUnknown},
	})
}
