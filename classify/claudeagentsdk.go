package classify

import "strings"

// claudeAgentSDKResult reads the Claude Agent SDK's own exception texts
// (anthropics/claude-agent-sdk-python _errors.py, _internal/query.py) that
// wrap a failure the CLI already reported (set 1808):
//
//   - ResultError, "Claude Code returned an error result: API error (HTTP
//     529) (exit code: 1)": a run that ended on an API failure with no prose
//     carries only the HTTP status; the status decides as it would under
//     the API itself (429, 5xx, 529 wait; the process exit says nothing).
//   - CLIJSONDecodeError, "Failed to decode JSON: {<first 100 chars>...":
//     the SDK's stream reader met a partial line of the CLI's stream-json
//     output, as an LLM SDK's stream reader meeting a broken chunk (the
//     lead's ruling after set 1793): transient.
//
// Gated on the two fixed prefixes before any folding.
func claudeAgentSDKResult(t string) (Result, bool) {
	if i := strings.Index(t, "API error (HTTP "); i >= 0 && strings.Contains(t, "returned an error result") {
		s := t[i+len("API error (HTTP "):]
		if len(s) >= 4 && s[3] == ')' {
			n := 0
			for _, c := range s[:3] {
				if c < '0' || c > '9' {
					return Result{}, false
				}
				n = n*10 + int(c-'0')
			}
			if n == 429 || n == 529 || (n >= 500 && n <= 504) {
				return verdict(transient, "the agent run ended on an API overload or server error (Claude Agent SDK ResultError, HTTP status only)")
			}
		}
		return Result{}, false
	}
	// The SDK quotes line[:100]: a longer quote is another program's
	// "Failed to decode JSON: %s" (the review after set 1813).
	if strings.HasPrefix(t, "Failed to decode JSON: {") && strings.HasSuffix(t, "...") && len(t) <= len("Failed to decode JSON: ")+100+len("...") {
		return verdict(transient, "the SDK's stream reader met a partial line of the CLI's JSON output (Claude Agent SDK CLIJSONDecodeError)")
	}
	return Result{}, false
}
