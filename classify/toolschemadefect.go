package classify

import "strings"

// The server's own tool schema is defective (set 1475). MCP requires a
// tool's inputSchema to be a JSON Schema object whose root type is
// "object" (arguments are always a JSON object), and its outputSchema to
// be a schema a client can compile. When a client refuses the schema a
// server published, or a server's validator holds an object up against a
// root that wants another type, nothing in the caller's arguments can pass:
// the tool is unusable from this client until the server is fixed. That
// is a premise (route around the tool or server), not the call's invalid.
// Its words:
//
//   - the TypeScript SDK's zod refusal of a tools/list result, an issue
//     list whose path runs "tools", <n>, "inputSchema" or "outputSchema"
//     (`"path": ["tools", 4, "inputSchema", "type"]`), zod 3 or 4;
//   - ajv's compile errors for a published schema, thrown by the
//     TypeScript SDK client when it caches a tool's outputSchema
//     validator: "type must be JSONType or JSONType[]: decimal",
//     "schema is invalid: data/...", `strict mode: unknown keyword: "x"`,
//     "can't resolve reference #/$defs/x from id #";
//   - mark3labs/mcp-go's input validator at the root: "<root>: got
//     object, want array" (the call sent an object, the schema's root is
//     not one).
//
// Not read under an isError code for ajv's words (a tool that validates a
// schema its caller sent reports the caller's schema), and a root that
// wants an object ("<root>: got array, want object") is the call's shape:
// invalid, as before; so is mcp-go's output validator at the root ("output
// schema validation failed: <root>: ...", the tool ran: ambiguous).

// toolSchemaDefect reports a client's or validator's refusal of a tool
// schema the server published.
func toolSchemaDefect(t string, isError bool) bool {
	if zodToolsListPath(t) || rootWantsNonObject(t) {
		return true
	}
	return !isError && hasAny(t, "must be jsontype or jsontype[]", "schema is invalid: data",
		"strict mode: unknown keyword", "can't resolve reference")
}

// zodToolsListPath reports a zod issue whose path begins "tools", an
// index, then "inputSchema" or "outputSchema", whatever the whitespace.
func zodToolsListPath(t string) bool {
	for i := range foldMatches(t, `"path"`) {
		s := trimLeadSpace(t[i+len(`"path"`):])
		for _, tok := range []string{":", "[", `"tools"`, ","} {
			if !strings.HasPrefix(s, tok) {
				s = ""
				break
			}
			s = trimLeadSpace(s[len(tok):])
		}
		if s == "" {
			continue
		}
		_, n := leadingInt(s)
		if n == 0 {
			continue
		}
		s = trimLeadSpace(s[n:])
		if !strings.HasPrefix(s, ",") {
			continue
		}
		s = trimLeadSpace(s[1:])
		if hasPrefixFold(s, `"inputSchema"`) || hasPrefixFold(s, `"outputSchema"`) {
			return true
		}
	}
	return false
}

// rootWantsNonObject reports mcp-go's validator finding an object at the
// root where the schema wants another type.
func rootWantsNonObject(t string) bool {
	i := indexFold(t, "<root>: got object, want ")
	if i < 0 || hasFold(t[:i], "output schema") {
		return false
	}
	rest := t[i+len("<root>: got object, want "):]
	return !hasPrefixFold(rest, "object")
}

func trimLeadSpace(s string) string {
	return strings.TrimLeft(s, " \t\r\n")
}
