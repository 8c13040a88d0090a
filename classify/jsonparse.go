package classify

// jsonParseWords are the texts JSON parsers give a syntax error, in the
// runtimes MCP servers and their tools are written in. A tool that quotes
// one in an isError result failed on JSON it read itself (its store, a
// file, an upstream's answer): the call's arguments reached it already
// parsed by JSON-RPC. So every retry meets the same bytes until the data
// is repaired (premise), whatever the parser's word for the fault, and
// the words "expected", "invalid" or "unexpected" in them are not about
// the call. Each entry names where the wording comes from.
var jsonParseWords = []string{
	// V8 (Node, Deno), src/common/message-template.h kJsonParse*: every
	// positional message ends "in JSON at position N" ("Expected
	// double-quoted property name in JSON at position 49", "Unterminated
	// string in JSON at position 12", the older "Unexpected token } in
	// JSON at position 5") or "after JSON at position N"; the short forms
	// are "... is not valid JSON" and "Unexpected end of JSON input".
	"in json at position",
	"after json at position",
	"is not valid json",
	"unexpected end of json input",
	// SpiderMonkey: "JSON.parse: expected property name or '}' at line 1
	// column 2 of the JSON data".
	"of the json data",
	// JavaScriptCore (Bun, Safari): "JSON Parse error: Unterminated string".
	"json parse error",
	// Python's json module: JSONDecodeError, whose messages end ": line L
	// column C (char N)" (json/decoder.py, json/scanner.py).
	"jsondecodeerror",
	"expecting value: line",
	"expecting property name enclosed in double quotes",
	"expecting ',' delimiter: line",
	"expecting ':' delimiter: line",
	"unterminated string starting at: line",
	"invalid control character at: line",
	"extra data: line",
	// Go's encoding/json SyntaxError (scanner.go): "invalid character 'x'
	// looking for beginning of value", "... after object key:value pair",
	// "... after top-level value", "... after array element".
	"looking for beginning of value",
	"looking for beginning of object key string",
	"after object key:value pair",
	"after top-level value",
	"after array element",
	// The rest of scanner.go's contexts after the quoted character (set
	// 56, captured from json.Unmarshal): "invalid character '1' after
	// object key", "... in string literal", "... after decimal point in
	// numeric literal", "... in literal true (expecting 'e')", "... in
	// string escape code", "... in \u hexadecimal character escape".
	"' after object key",
	"' in string literal",
	"' after decimal point in numeric literal",
	"' in numeric literal",
	"' in exponent of numeric literal",
	"' in literal true",
	"' in literal false",
	"' in literal null",
	"' in string escape code",
	"' in \\u hexadecimal character escape",
	// jq 1.6 (src/jv_parse.c), "parse error: <message> at line L, column
	// C" (captured on this machine): "Expected another key-value pair",
	// "Unfinished JSON term at EOF", "Expected separator between values",
	// "Invalid literal", "Invalid numeric literal".
	"parse error: expected another key-value pair at line",
	"parse error: unfinished json term at",
	"parse error: expected separator between values at line",
	"parse error: invalid literal at line",
	"parse error: invalid numeric literal at line",
	"parse error: objects must consist of key:value pairs at line",
	// Rust serde_json (error.rs): "EOF while parsing an object at line 3
	// column 0", "key must be a string at line 1 column 2", "trailing
	// characters at line 2 column 1".
	"eof while parsing a",
	"key must be a string at line",
	"trailing characters at line",
	// Java: Jackson's JsonParseException ("Unexpected character ('}'
	// (code 125)): was expecting double-quote to start field name"),
	// Gson's MalformedJsonException.
	"jsonparseexception",
	"was expecting double-quote to start field name",
	"malformedjsonexception",
	// .NET: System.Text.Json ("'}' is an invalid start of a value. Path: $
	// | LineNumber: 0 | BytePositionInLine: 12."), Newtonsoft.Json
	// ("Unexpected character encountered while parsing value: }. Path
	// '', line 1, position 12.").
	"bytepositioninline",
	"unexpected character encountered while parsing value",
	// Ruby's JSON::ParserError.
	"json::parsererror",
}

// isJSONParseError reports whether text carries a JSON parser's syntax
// error in one of the wordings above.
func isJSONParseError(text string) bool {
	return hasAny(text, jsonParseWords...)
}

// missingFieldWords are the texts runtimes give for code that read a field
// of a value that is not there (a null dereference). In a tool's isError
// result the call's arguments were already checked against the tool's
// input schema (the MCP SDKs validate them before the handler runs), so
// the missing value is in data the tool read itself: a stored record
// without a field its code expects (a hand-edited server-memory JSONL line
// without "observations"), an upstream answer of another shape. Every call
// that touches that record meets it again until the data or the tool is
// repaired: premise, as a JSON parse error of the same data. Each entry
// names its runtime.
var missingFieldWords = []string{
	// V8 (Node >= 16.9, Deno): "Cannot read properties of undefined
	// (reading 'includes')"; older V8: "Cannot read property 'x' of
	// undefined"; writes: "Cannot set properties of undefined".
	"cannot read properties of undefined",
	"cannot read properties of null",
	"cannot set properties of undefined",
	"cannot set properties of null",
	// V8 message-template.h kNonCoercibleWithProperty ("Cannot
	// destructure property 'name' of 'entity' as it is undefined.") and
	// kUndefinedOrNullToObject (Object.keys of a missing field).
	"cannot destructure property",
	"cannot convert undefined or null to object",
	// JavaScriptCore (Bun, Safari): "undefined is not an object
	// (evaluating 'entity.observations.includes')".
	"undefined is not an object (evaluating",
	"null is not an object (evaluating",
	// SpiderMonkey: "entity.observations is undefined".
	// CPython: "'NoneType' object has no attribute 'get'", "... is not
	// subscriptable".
	"'nonetype' object has no attribute",
	"'nonetype' object is not subscriptable",
	// Go runtime: "invalid memory address or nil pointer dereference";
	// Rust: "called `Option::unwrap()` on a `None` value".
	"nil pointer dereference",
	"on a `none` value",
}

// readsMissingField reports whether a tool's error text is a runtime's
// null dereference in one of the wordings above, or older V8's "Cannot
// read property 'x' of undefined".
func readsMissingField(text string) bool {
	if hasAny(text, missingFieldWords...) {
		return true
	}
	if hasAny(text, wrongTypeWords...) {
		return true
	}
	return hasAny(text, "cannot read property '", "cannot set property '") && hasAny(text, "of undefined", "of null")
}

// wrongTypeWords are the same runtimes' texts for a value that is there
// but of another type than the code expects: a method called on it that
// its type lacks, an iteration over a non-list. In a tool's isError result
// the arguments already passed the input schema, so the value is in data
// the tool read itself (a hand-edited server-memory line whose
// "observations" is a string: "entity.observations.push is not a
// function"), met at every call until that data is repaired: premise, as
// a missing field (set 69). Each entry names its runtime.
var wrongTypeWords = []string{
	// V8, SpiderMonkey, JavaScriptCore: "x.push is not a function",
	// "x is not iterable", "x.map is not a function. (In 'x.map(...)')".
	"is not a function",
	"is not iterable",
	// V8 kInvalidInOperatorUse: "Cannot use 'in' operator to search for
	// 'observations' in renewal due 2027-03" (a string where an object was).
	"cannot use 'in' operator to search for",
	// CPython: "'str' object has no attribute 'append'", "'int' object is
	// not iterable", "'str' object does not support item assignment".
	"object has no attribute",
	"object is not iterable",
	"object does not support item assignment",
	// Ruby NoMethodError: "undefined method `push' for \"x\":String".
	"undefined method `",
	// Go: "interface conversion: interface {} is string, not []interface {}".
	"interface conversion: interface",
}
