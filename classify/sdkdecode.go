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
