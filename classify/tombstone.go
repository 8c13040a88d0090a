package classify

// tombstone2xx reads a 2xx answer to a read whose object says it is
// deleted: Stripe's retrieve of a deleted customer ({"id": "cus_...",
// "object": "customer", "deleted": true}: "a subset of the customer's
// information is returned, including a deleted property that's set to
// true"), Hacker News' item API ({"id": 8863, "deleted": true}), Slack's
// users.info for a deactivated user ({"ok": true, "user": {..., "deleted":
// true}}), Salesforce's queryAll records ("IsDeleted": true). The call
// worked; the object the plan rests on is gone: premise (set 484). Only the
// answer's own object counts, at its top level or in one wrapping object,
// never an element of a list (a list that holds deleted rows is a list)
// and never "deleted": false or a count.
func tombstone2xx(c *ctx) (Result, bool) {
	if c.status/100 != 2 || !deletedFlag(c.body) {
		return Result{}, false
	}
	return verdict(premise, "http "+itoa(c.status)+", but the object read says it is deleted: the thing the plan rests on is gone")
}

// deletedFlag reports a `"deleted": true` (or is_deleted, isDeleted,
// IsDeleted) in s's top-level JSON object or an object directly inside it,
// outside any array.
func deletedFlag(s string) bool {
	i := skipSpace(s, 0)
	if i >= len(s) || s[i] != '{' {
		return false
	}
	depth, inArray := 0, 0
	for i < len(s) {
		switch ch := s[i]; ch {
		case '{':
			depth++
			i++
		case '[':
			inArray++
			i++
		case '}':
			depth--
			i++
		case ']':
			inArray--
			i++
		case '"':
			end := skipValue(s, i)
			if end <= i {
				return false
			}
			key := s[i+1 : end-1]
			j := skipSpace(s, end)
			if j < len(s) && s[j] == ':' && inArray == 0 && depth >= 1 && depth <= 2 {
				switch key {
				case "deleted", "is_deleted", "isDeleted", "IsDeleted":
					v := skipSpace(s, j+1)
					if v+4 <= len(s) && s[v:v+4] == "true" && (v+4 == len(s) || !isAlnum(s[v+4])) {
						return true
					}
				}
			}
			i = end
		default:
			i++
		}
	}
	return false
}
