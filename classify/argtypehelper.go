package classify

import "strings"

// argTypeNouns are the Go and JSON type names an SDK's argument accessor
// names when the value the caller sent has another type.
var argTypeNouns = [...]string{"string", "int", "float", "bool", "number", "integer", "boolean", "array", "object", "map", "slice", "uint"}

// namedArgWrongType reports an MCP SDK's typed argument accessor refusing a
// named argument of the wrong type: mcp-go's CallToolRequest.RequireInt and
// friends ("argument \"width\" cannot be converted to int", "argument
// \"path\" is not a string", "argument \"tags\" is not a string slice";
// mcp/tools.go, set 1431). The caller sent a value of the wrong type, a
// repair of the call, as a schema validator's "got string, want number".
// The word after "is not a/an" must be a type name, so "argument \"dir\"
// is not a directory" (a path's state) does not match.
func namedArgWrongType(text string) bool {
	if !hasFold(text, "argument") {
		return false
	}
	t := strings.ToLower(text)
	i := strings.Index(t, "argument \"")
	if i < 0 {
		i = strings.Index(t, "argument '")
	}
	if i < 0 {
		return false
	}
	rest := t[i+len("argument \""):]
	q := strings.IndexAny(rest, "\"'")
	if q <= 0 {
		return false
	}
	rest = rest[q+1:]
	for _, lead := range [...]string{" cannot be converted to ", " is not an ", " is not a "} {
		if strings.HasPrefix(rest, lead) {
			tail := rest[len(lead):]
			for _, n := range argTypeNouns {
				if strings.HasPrefix(tail, n) {
					return true
				}
			}
			return false
		}
	}
	return false
}
