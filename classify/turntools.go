package classify

import "strings"

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
