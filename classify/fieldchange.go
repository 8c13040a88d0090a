package classify

import "strings"

// fieldNotChangeable reads a refusal to change one field of an object,
// the field named as the API spells it (camelCase or snake_case): Unleash's
// InvalidOperationError 403s "You can not change the projectId for an
// activation strategy." and "You can not change the featureName for an
// activation strategy." (set 1656). The body sent a field the endpoint
// keeps fixed; drop it and the same update goes through: invalid, not a
// right the caller lacks. A refusal naming a plain noun ("You cannot
// change the owner of this project") keeps the status's reading.
func fieldNotChangeable(t string) bool {
	if !strings.Contains(t, " change the ") {
		return false
	}
	for _, w := range [...]string{"can not change the ", "cannot change the ", "can't change the "} {
		i := indexFold(t, w)
		if i < 0 {
			continue
		}
		rest := t[i+len(w):]
		end := strings.IndexByte(rest, ' ')
		if end <= 1 {
			continue
		}
		field, after := rest[:end], rest[end:]
		if !hasAny(after, " for ", " of ", " on ") || len(after) < 4 {
			continue
		}
		if strings.IndexByte(field, '_') > 0 || strings.IndexAny(field[1:], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") >= 0 {
			return true
		}
	}
	return false
}

const fieldNotChangeableReason = "the call changes a field the endpoint keeps fixed (named as the API spells it): leave the field out"
