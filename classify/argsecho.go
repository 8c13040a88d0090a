package classify

import "strings"

// argsEchoed reports a body whose JSON is only the server's echo of the
// call's own arguments: Redis's and Valkey's "ERR unknown command 'X',
// with args beginning with: 'k' '{"items":[]}' " quotes what the caller
// sent, so an empty list there is the caller's value, not an answer, and
// the reply is read by its words (redismodule.go, set 1197).
func argsEchoed(b string) bool {
	i := strings.Index(b, "with args beginning with:")
	return i >= 0 && i < strings.IndexByte(b, '{')
}
