package classify

import "strings"

// sdkErrorUndecodable reports the Stainless-generated Go SDKs' (openai-go,
// anthropic-sdk-go and their siblings) failure to decode a non-2xx body
// into their internal apierror.Error: encoding/json's "json: cannot
// unmarshal <kind> into Go value of type apierror.Error", as openai-go
// v3.98.0 returns for OpenAI's 403 {"error":"You have insufficient
// permissions ..."} whose error is a string (held-out set 1383). The
// server refused the call, but the status and its words are lost and
// nothing shows the call wrong: unknown (one retry, then premise). A
// decode error into the caller's own types keeps its invalid reading.
func sdkErrorUndecodable(msg string) bool {
	i := strings.Index(msg, "json: cannot unmarshal ")
	return i >= 0 && strings.Contains(msg[i:], " into Go value of type apierror.Error")
}

// receivedDataTypeError reports an OpenAPI Generator Python client's own
// ApiTypeError, ApiValueError, ApiAttributeError or ApiKeyError raised while
// it deserialized the response: its path starts at ['received_data']
// (pandadoc_client's "ApiTypeError: Invalid type for variable
// 'expiration_date'. Required value type is str and passed type was
// NoneType at ['received_data']['expiration_date']", set 1606; the same
// model_utils validate_and_convert_types in every client that generator
// writes). The request was sent and answered; "Invalid type" judges the
// answer, not the call: ambiguous. The same errors at ['<argument>'] judge
// the caller's own input and keep their reading.
func receivedDataTypeError(t string) bool {
	if !strings.Contains(t, "['received_data']") {
		return false
	}
	return hasAny(t, "ApiTypeError", "ApiValueError", "ApiAttributeError", "ApiKeyError")
}
