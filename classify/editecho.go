package classify

// editEchoHeaders are the edit tools' words for an old text that is not in
// the file (the edit ruling, generic.go missingWords). Each harness prints
// the caller's old text right after them (the MCP filesystem server's
// "Could not find exact match for edit:\n<oldText>", Claude Code's
// "String to replace not found in file.\nString: <old_string>", Aider's
// SEARCH block after "failed to exactly match lines", Codex's expected
// lines): the rest of the message is the caller's own argument, not the
// world's state.
var editEchoHeaders = []string{
	"could not find exact match for edit",
	"string to replace not found",
	"did not appear verbatim",
	"no match found for replacement",
	"failed to exactly match lines",
	"failed to find expected lines",
}

// editMismatchEcho reads an edit mismatch by its header ahead of every
// preset where no HTTP status decides (classify.go runPresets), so that words inside the echoed old text ("status: pending",
// "timeout", "permission denied") do not decide (set 641: a filesystem
// server edit whose old text held "status: pending-ζ" read as a Pending
// phase, transient).
func editMismatchEcho(t string) (Result, bool) {
	if hasAny(t, editEchoHeaders...) {
		return verdict(premise, editMismatchReason)
	}
	return Result{}, false
}
