package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 977afb26: 28/31 overall, 12/14 tricky.
func TestIndependentCases1214(t *testing.T) {
	runIndependent(t, "testdata/independent1214.jsonl", true)
}

// TestGeneralise1214BareOpenAIErrorObject: openai-go's Error() renders the
// error object bare ({"message","type","param","code":null}); with no code
// its type is read as inside {"error": ...}, so the store:false ruling holds
// under any status. Near misses: a bare 404 with no such sentence stays a
// missing resource, and a wrapped body keeps its reading.
func TestGeneralise1214BareOpenAIErrorObject(t *testing.T) {
	const item = "Item with id 'rs_x1' not found. Items are not persisted when `store` is set to false."
	runWordingCases(t, []wordingCase{
		{name: "openai-go 404 store:false", protocol: "http", status: 404, msg: `POST "https://api.openai.com/v1/responses": 404 Not Found {"message":"` + item + `","type":"invalid_request_error","param":"input","code":null}`, want: rung.KindInvalid},
		{name: "bare object 404 store:false", protocol: "openai", status: 404, msg: `{"message":"` + item + `","type":"invalid_request_error","param":"input","code":null}`, want: rung.KindInvalid},
		{name: "bare object 400 store:false", protocol: "http", status: 400, msg: `{"message":"` + item + `","type":"invalid_request_error","param":"input","code":null}`, want: rung.KindInvalid},
		{name: "near miss: bare 404 plain not found", protocol: "http", status: 404, msg: `POST "https://api.openai.com/v1/vector_stores/vs_1": 404 Not Found {"message":"No vector store found with id 'vs_1'.","type":"invalid_request_error","param":null,"code":null}`, want: rung.KindPremise},
		{name: "near miss: wrapped store:false", protocol: "http", status: 404, msg: `{"error":{"message":"` + item + `","type":"invalid_request_error","param":"input","code":null}}`, want: rung.KindInvalid},
	})
}

// TestGeneralise1214SpecialTokenInContent: a reserved special token inside
// submitted text is a content problem (invalid), not a bad credential. Near
// misses: a bad access token keeps denied.
func TestGeneralise1214SpecialTokenInContent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "fine-tune invalid token", protocol: "http", status: 200, msg: "The job failed due to a file format error in the training file. Invalid file format. Example 12 message contains an invalid token: <|endoftext|>.", want: rung.KindInvalid},
		{name: "tiktoken disallowed special token", protocol: "", msg: "ValueError: Encountered text corresponding to disallowed special token '<|endoftext|>'.", want: rung.KindInvalid},
		{name: "near miss: invalid token credential", protocol: "http", status: 401, msg: `{"error":"invalid_token","error_description":"Invalid token: access token is malformed"}`, want: rung.KindDenied},
		{name: "near miss: bare invalid token", protocol: "http", status: 0, msg: "invalid token", want: rung.KindDenied},
	})
}

// TestGeneralise1214RealtimeVoiceLocked: a Realtime session's voice locks
// once assistant audio exists: premise. Near miss: an unsupported voice
// name stays invalid.
func TestGeneralise1214RealtimeVoiceLocked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "cannot_update_voice event", protocol: "websocket", msg: `{"type":"error","event_id":"e1","error":{"type":"invalid_request_error","code":"cannot_update_voice","message":"Cannot update a conversation's voice if assistant audio is present.","param":"session.voice","event_id":null}}`, want: rung.KindPremise},
		{name: "bare text", protocol: "", msg: "Cannot update a conversation's voice if assistant audio is present.", want: rung.KindPremise},
		{name: "docs wording", protocol: "", msg: "invalid_request_error: voice cannot be changed once the model has responded with audio", want: rung.KindPremise},
		{name: "near miss: unsupported voice", protocol: "websocket", msg: `{"type":"error","event_id":"e2","error":{"type":"invalid_request_error","code":"invalid_value","message":"Invalid value: 'x'. Supported values are: 'alloy', 'ash'.","param":"session.voice","event_id":null}}`, want: rung.KindInvalid},
	})
}
