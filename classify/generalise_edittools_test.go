package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseEditTools checks a coding agent's edit tool in each harness's
// words: an old text that is not in the file reads as the MCP filesystem
// server's "could not find exact match" does (premise, the revised edit
// ruling: the file is not what the step believed; read it again), one that occurs
// several times is ambiguous (narrow it); a missing file stays a premise and
// an empty search stays ambiguous.
func TestGeneraliseEditTools(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// The MCP filesystem server's edit_file (src/filesystem lib.ts applyFileEdits).
		{"mcp fs edit no match", "mcp", 0, "", `{"content":[{"type":"text","text":"Could not find exact match for edit:\nfoo"}],"isError":true}`, rung.KindPremise},
		// Claude Code's Edit tool.
		{"claude code edit not found", "", 0, "", "String to replace not found in file.\nString: foo", rung.KindPremise},
		{"claude code several matches", "", 0, "", "Found 3 matches of the string to replace, but replace_all is false. To replace all occurrences, set replace_all to true.", rung.KindAmbiguous},
		// Anthropic's str_replace_editor reference implementation (computer-use
		// demo edit.py, OpenHands) and the text editor tool docs' examples.
		{"str_replace_editor not verbatim", "", 0, "", "No replacement was performed, old_str `foo` did not appear verbatim in /repo/main.go.", rung.KindPremise},
		{"str_replace_editor in a tool_result", "anthropic", 0, "", `{"type": "tool_result", "tool_use_id": "toolu_01", "content": "Error: No replacement was performed, old_str ` + "`x := 1`" + ` did not appear verbatim in /repo/a.go.", "is_error": true}`, rung.KindPremise},
		{"str_replace_editor several occurrences", "", 0, "", "No replacement was performed. Multiple occurrences of old_str `foo` in lines [3, 9]. Please ensure it is unique.", rung.KindAmbiguous},
		{"text editor docs no match", "", 0, "", "Error: No match found for replacement. Please check your text and try again.", rung.KindPremise},
		{"text editor docs several matches", "", 0, "", "Error: Found 2 matches for replacement text. Please provide more context to make a unique match.", rung.KindAmbiguous},
		// Aider's SEARCH/REPLACE blocks; Codex's apply_patch.
		{"aider no exact match", "", 0, "", "SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in app/main.py", rung.KindPremise},
		{"codex apply_patch", "", 0, "", "apply_patch verification failed: Failed to find expected lines in /repo/src/lib.rs:\nfn old() {", rung.KindPremise},
		// Neighbours.
		{"edit tool file missing", "", 0, "", "Error: File not found: /repo/nope.go", rung.KindPremise},
		{"edit tool path missing", "", 0, "", "The path /repo/x does not exist. Please provide a valid path.", rung.KindPremise},
		{"search with no matches", "", 0, "", "No matches found", rung.KindAmbiguous},
	})
}
