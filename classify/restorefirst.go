package classify

import "strings"

// restoreVerbs bring an object back from a state that blocks acts on it:
// a closed or void record reopened, an archived one unarchived, a locked,
// frozen, suspended or paused one released.
var restoreVerbs = [...]string{
	"reopen", "reactivate", "restore", "resume", "unarchive", "unlock", "unfreeze",
	"unsuspend", "unpause", "undelete", "unvoid", "unblock", "reinstate",
}

// restoreFirst finds an application's message that asks the caller to
// bring the object back first, in the clause that ends on "first":
// "invoice is void; reopen it first" (a trigger's RAISE, set 1407),
// "project is archived. Unarchive the project first", "please reactivate
// the account first". The call is well formed; the object is in a state
// the plan did not expect, and restoring it is another step: premise, as
// stateFirst reads "must be approved before". An ask of anything else
// ("log in first", "set a delivery address first") is not this.
func restoreFirst(t string) bool {
	for i := range foldMatches(t, " first") {
		end := i + len(" first")
		if end < len(t) && isAlnum(t[end]) {
			continue
		}
		clause := t[:i]
		if b := strings.LastIndexAny(clause, ".;:,!?\n("); b >= 0 {
			clause = clause[b+1:]
		}
		for j := 0; j < len(clause); {
			if !isAlnum(clause[j]) {
				j++
				continue
			}
			w := wordFrom(clause, j)
			if _, ok := foldIn(w, restoreVerbs[:]); ok {
				return true
			}
			j += len(w)
		}
	}
	return false
}
