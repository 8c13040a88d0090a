package classify

import (
	"slices"
	"strings"
)

// failedToolInTurn finds, in a model's turn (an Anthropic message's
// "content" or an OpenAI Responses "output" array), a tool the service
// called on the caller's behalf through MCP that failed: Anthropic's MCP
// connector puts the server's result in an `mcp_tool_result` block with
// "is_error": true (docs.claude.com mcp-connector), OpenAI's remote MCP
// tool an `mcp_call` or `mcp_list_tools` item whose "error" is set
// (platform.openai.com/docs/guides/tools-remote-mcp). The turn itself
// ended normally, so its stop reason says nothing; what failed is the
// tool, and its own text says why, as an MCP isError result's does. It
// returns that text: the result's content array, or the error itself.
func failedToolInTurn(items string) (string, bool) {
	if len(items) < 2 || items[0] != '[' || !strings.Contains(items, `"mcp_`) {
		return "", false
	}
	for i := skipSpace(items, 1); i < len(items) && items[i] == '{'; {
		end := skipValue(items, i)
		el := items[i:end]
		switch jsonString(el, "type") {
		case "mcp_tool_result":
			if jsonIs(el, "is_error", "true") {
				return toolText(el), true
			}
		case "mcp_call", "mcp_list_tools":
			if v, isStr, ok := jsonValue(el, "error"); ok && v != "" && v != "null" {
				if isStr {
					v = unescapeJSONText(v)
				}
				return v, true
			}
		}
		i = skipSpace(items, end)
		if i >= len(items) || items[i] != ',' {
			break
		}
		i = skipSpace(items, i+1)
	}
	return "", false
}

// toolFailedInTurn reads such a failure as the MCP preset reads an isError
// result, naming the vendor in the reason.
func toolFailedInTurn(c *ctx, vendor, items string) (Result, bool) {
	text, ok := failedToolInTurn(items)
	if !ok {
		return Result{}, false
	}
	r, _ := mcpToolError(c, text)
	r.Reason = vendor + ": an MCP tool called inside the turn failed: " + strings.TrimPrefix(r.Reason, "mcp: tool error: ")
	return r, true
}

// hostedCallTypes are the Responses API output items for tools OpenAI runs
// itself inside the turn (platform.openai.com API reference, response
// output): each carries a "status" of in_progress, completed, incomplete
// or failed (web_search_call also searching, code_interpreter_call
// interpreting, image_generation_call generating).
var hostedCallTypes = [...]string{"web_search_call", "file_search_call", "code_interpreter_call", "image_generation_call", "computer_call", "local_shell_call", "shell_call", "apply_patch_call", "mcp_call"}

// unfinishedHostedItem reads one output item. A hosted tool call whose
// status is "failed" or "incomplete" ran inside a turn that came back as
// a 200: the response stands, but the tool's part of it (the search it
// was to be grounded in, the code's outputs) is missing, so the turn is a
// partial success, ambiguous (set 1484). An mcp_call or mcp_list_tools
// item that carries its "error" is left to that error (failedToolInTurn).
// An mcp_approval_request is a tool call the turn stopped to ask leave
// for (require_approval, tools-remote-mcp "Approvals"): nothing ran, and
// the turn holds no result until the caller answers with an
// mcp_approval_response, ambiguous, as Anthropic's pause_turn is.
func unfinishedHostedItem(el string) (Result, bool) {
	typ := jsonString(el, "type")
	if typ == "mcp_approval_request" {
		return Result{Kind: ambiguous, Code: typ, Reason: "openai: the turn stopped at an mcp_approval_request: no tool ran until it is answered (mcp_approval_response)"}, true
	}
	if !slices.Contains(hostedCallTypes[:], typ) {
		return Result{}, false
	}
	if v, _, ok := jsonValue(el, "error"); ok && v != "" && v != "null" {
		return Result{}, false
	}
	switch st := jsonString(el, "status"); st {
	case "failed", "incomplete":
		return Result{Kind: ambiguous, Code: st, Reason: "openai: a hosted tool call (" + typ + ") " + st + " inside the turn: the response stands without the tool's result"}, true
	}
	return Result{}, false
}

// unfinishedHostedCall finds such an item in a response's "output" array,
// or reads the item when it stands alone (a caller's line that renders
// the item's RawJSON after its own words).
func unfinishedHostedCall(b string) (Result, bool) {
	if items := jsonObject(b, "output"); len(items) > 1 && items[0] == '[' {
		for i := skipSpace(items, 1); i < len(items) && items[i] == '{'; {
			end := skipValue(items, i)
			if r, ok := unfinishedHostedItem(items[i:end]); ok {
				return r, true
			}
			i = skipSpace(items, end)
			if i >= len(items) || items[i] != ',' {
				break
			}
			i = skipSpace(items, i+1)
		}
		return Result{}, false
	}
	if i := strings.IndexByte(b, '{'); i >= 0 && jsonString(b, "object") == "" {
		return unfinishedHostedItem(b[i:skipValue(b, i)])
	}
	return Result{}, false
}
