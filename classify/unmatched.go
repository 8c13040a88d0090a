package classify

import (
	"strings"
)

// unmatchedOnly reports a 2xx JSON answer of a matching, mapping or
// lookup call that matched nothing: every list of results in it is empty
// and a list named for what was left over ("unmatched", "unmapped",
// "unresolved", "unrecognized", "not_found", "no_match", at any depth)
// holds the inputs. The call worked; all it says is that none of the
// inputs found a counterpart (set 472: a column-mapping API behind nginx,
// {"mappings": [], "unmatched": ["code", "country"]}). It returns the
// leftover list's key. An answer where anything matched (a non-empty
// result list) is a partial result and is not read here; one that
// carries an error is read by its error (carriesError, by the caller).
func unmatchedOnly(b string) (string, bool) {
	v, ok := objectWithEmptyList(b)
	if !ok {
		return "", false
	}
	leftover, empty := "", 0
	var walk func(string, any) bool
	walk = func(key string, x any) bool {
		switch x := x.(type) {
		case map[string]any:
			for k, e := range x {
				if !walk(k, e) {
					return false
				}
			}
		case []any:
			if leftoverKey(key) {
				if len(x) > 0 && leftover == "" {
					leftover = key
				}
				return true
			}
			if len(x) > 0 {
				// Anything matched, or the answer holds other content:
				// not an answer that matched nothing. The leftover
				// list's own items are walked above, not here.
				return false
			}
			if resultListKey(key) {
				empty++
			}
		}
		return true
	}
	if !walk("", v) || leftover == "" || empty == 0 {
		return "", false
	}
	return leftover, true
}

// leftoverKey: a key that names the inputs a match, mapping or lookup
// left without a counterpart ("unmatched_columns", "unmapped",
// "unresolved", "unrecognized", "notFound", "not_found_ids", "no_match").
func leftoverKey(k string) bool {
	k = strings.ToLower(strings.NewReplacer("_", "", "-", "", ".", "").Replace(k))
	for _, m := range [...]string{"unmatched", "unmapped", "unresolved", "unrecogni", "notfound", "nomatch"} {
		if strings.Contains(k, m) {
			return true
		}
	}
	return false
}
