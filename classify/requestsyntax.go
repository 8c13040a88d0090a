package classify

import "strings"

// requestSyntaxWords are JSON parsers' own words for input that is not
// JSON, each as its library spells it: Go encoding/json (SyntaxError,
// "unexpected end of JSON input", UnmarshalTypeError), Python's
// json.JSONDecodeError (json/decoder.py), V8's JSON.parse SyntaxError,
// serde_json's Error, Jackson's JsonParseException and Spring's "JSON parse
// error", Ruby's JSON::ParserError, .NET System.Text.Json's JsonException.
var requestSyntaxWords = newMatcher([]pattern{
	{text: "looking for beginning of value", kind: invalid, reason: "Go encoding/json: the body is not JSON"},
	{text: "looking for beginning of object key string", kind: invalid, reason: "Go encoding/json: the body is not JSON"},
	{text: "after object key:value pair", kind: invalid, reason: "Go encoding/json: the body is not JSON"},
	{text: "after array element", kind: invalid, reason: "Go encoding/json: the body is not JSON"},
	{text: "after top-level value", kind: invalid, reason: "Go encoding/json: the body is not JSON"},
	{text: "unexpected end of json input", kind: invalid, reason: "the body ends before its JSON does"},
	{text: "json: cannot unmarshal", kind: invalid, reason: "Go encoding/json: a field of the body has the wrong type"},
	{text: "expecting value: line", kind: invalid, reason: "Python json: the body is not JSON"},
	{text: "expecting property name enclosed in double quotes", kind: invalid, reason: "Python json: the body is not JSON"},
	{text: "delimiter: line", kind: invalid, reason: "Python json: the body is not JSON"},
	{text: "unterminated string starting at", kind: invalid, reason: "Python json: the body is not JSON"},
	{text: "in json at position", kind: invalid, reason: "JSON.parse: the body is not JSON"},
	{text: "is not valid json", kind: invalid, reason: "JSON.parse: the body is not JSON"},
	{text: "expected value at line", kind: invalid, reason: "serde_json: the body is not JSON"},
	{text: "trailing comma at line", kind: invalid, reason: "serde_json: the body is not JSON"},
	{text: "eof while parsing", kind: invalid, reason: "serde_json: the body ends before its JSON does"},
	{text: "key must be a string at line", kind: invalid, reason: "serde_json: the body is not JSON"},
	{text: "jsonparseexception", kind: invalid, reason: "Jackson: the body is not JSON"},
	{text: "json parse error", kind: invalid, reason: "the body is not JSON"},
	{text: "is an invalid start of a value", kind: invalid, reason: "System.Text.Json: the body is not JSON"},
	{text: "json::parsererror", kind: invalid, reason: "Ruby JSON: the body is not JSON"},
})

// requestValidationWords are validation libraries' own words for a field of
// the request that breaks a declared rule, as the library spells its error:
// go-playground/validator's FieldError ("Key: 'T.F' Error:Field validation
// for 'F' failed on the 'gt' tag"), Bean Validation's
// ConstraintViolationException (Spring answers 500 when method validation
// fails with no handler), Joi's ValidationError (its message quotes the
// key), marshmallow's ValidationError. Hibernate's own
// org.hibernate.exception.ConstraintViolationException is a database
// constraint, not this: only the jakarta/javax validation package names.
var requestValidationWords = newMatcher([]pattern{
	{text: "error:field validation for '", kind: invalid, reason: "go-playground/validator: a field of the request breaks its rule"},
	{text: "jakarta.validation.constraintviolationexception", kind: invalid, reason: "Bean Validation: a field of the request breaks its constraint"},
	{text: "javax.validation.constraintviolationexception", kind: invalid, reason: "Bean Validation: a field of the request breaks its constraint"},
	{text: `validationerror: "`, kind: invalid, reason: "Joi: a field of the request breaks its schema"},
	{text: "marshmallow.exceptions.validationerror", kind: invalid, reason: "marshmallow: a field of the request breaks its schema"},
})

// mongooseValidation reports Mongoose's ValidationError ("User validation
// failed: email: Path `email` is required."), which Express's default
// handler answers with 500: a document built from the request breaks its
// schema.
func mongooseValidation(t string) bool {
	return hasFold(t, " validation failed: ") && hasFold(t, "path `")
}

// requestSyntax500 reads a 500 whose body is a JSON parser's refusal: a
// handler that answers its decoder's error with 500 instead of 400 (Go's
// http.Error(w, err.Error(), 500) after json.Decoder.Decode, an uncaught
// JSONDecodeError in Flask, a Spring HttpMessageNotReadableException with
// no handler). RFC 9110 reserves 500 for the server's own failure, but
// what failed to parse is the request's body, and every retry sends the
// same bytes: invalid, as the taxonomy's "a request the server could not
// parse" (set 46). A request with no body (the text names GET, HEAD,
// DELETE or OPTIONS first) cannot be what failed to parse: the server read
// its own data, and the 500 keeps its reading. A validation library's
// refusal of a field (requestValidationWords) is read the same way: a
// handler that returns the validator's error unmapped (Fiber's
// DefaultErrorHandler answers any error that is not a *fiber.Error with
// 500, docs.gofiber.io/guide/error-handling) still names the request's
// field, and every retry sends the same value (set 606).
func requestSyntax500(t string) (Result, bool) {
	r, ok := matchWords(requestSyntaxWords, t)
	if !ok {
		r, ok = matchWords(requestValidationWords, t)
	}
	if !ok && mongooseValidation(t) {
		r, ok = verdict(invalid, "Mongoose: a document built from the request breaks its schema")
	}
	if !ok || bodilessMethod(t) {
		return Result{}, false
	}
	return r, true
}

// bodilessMethod reports whether the first request method the text names
// (an upper-case method word followed by a space and a URL or a path, as
// tools and clients print a request) is one that carries no body.
func bodilessMethod(t string) bool {
	if len(t) > quotedStatusScan {
		t = t[:quotedStatusScan]
	}
	for i := 0; i < len(t); i++ {
		if t[i] < 'A' || t[i] > 'Z' || i > 0 && isAlnum(t[i-1]) {
			continue
		}
		j := i
		for j < len(t) && t[j] >= 'A' && t[j] <= 'Z' {
			j++
		}
		if j+1 >= len(t) || t[j] != ' ' || t[j+1] != '/' && t[j+1] != 'h' {
			i = j
			continue
		}
		switch t[i:j] {
		case "GET", "HEAD", "DELETE", "OPTIONS":
			return true
		case "POST", "PUT", "PATCH":
			return false
		}
		i = j
	}
	return strings.HasPrefix(t, "Get \"") || strings.Contains(t, ": Get \"")
}

// enumValueRefused reads a decoder's refusal of a value outside a declared
// set, which names the allowed values: serde's "unknown variant `x`,
// expected one of `a`, `b`", Jackson's "not one of the values accepted for
// Enum class: [A, B]", protojson's "invalid value for enum type", clap's
// "invalid value 'x' for '--state <STATE>'" with its "[possible values:
// ...]". The call spelled a value wrong: invalid, even when an allowed
// value is a state word ("archived"), which names the choices, not the
// object's state (set 824). A response body that failed to decode ("error
// decoding response body: unknown variant ...") is the service's new
// value, not the call's, and keeps the other rules' reading.
func enumValueRefused(t string) bool {
	if hasAny(t, "decoding response body", "decode response", "parse response", "response body") {
		return false
	}
	return hasAny(t, "unknown variant `", "not one of the values accepted for enum class", "invalid value for enum type", "[possible values: ")
}
