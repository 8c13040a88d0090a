package classify

// unknownTemplate reports an MCP server's refusal of a resource template it
// does not have: "Resource template repo://{owner}/{repo}/issues not found"
// (typescript-sdk server/mcp.ts, completion/complete), "unknown resource
// template: <uri>", "Unknown resource template for completion: <uri>",
// "Resource template not found for URI: <uri>" (other servers' wording of
// the same check). The template is named from the server's own list, as a
// tool or a prompt is, so the call is wrong (invalid); a resource URI that
// names no template stays a missing resource (premise). The phrase
// "resource template" is required, so that a resource whose URI holds the
// word ("file:///srv/templates/a.md not found") is not read as one.
func unknownTemplate(text string) bool {
	if !hasAny(text, "resource template", "resourcetemplate", "resource_template") {
		return false
	}
	return hasAny(text, "unknown", "not found", "does not exist", "no such", "no template matching", "not registered")
}
