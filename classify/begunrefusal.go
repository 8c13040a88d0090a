package classify

import "strings"

// afterBegunRefusal: an act refused because a process on the object has
// begun, worded "cannot <act> ... after <process> has begun"
// (ZipZign's 409 DocumentAlreadySigned "Cannot modify content after
// signing has begun", help.zipzign.com API Errors & Status Codes; set
// 1706). The object moved past the state the step assumed: not a
// duplicate of what the step made (conflict) nor a bad argument, premise
// (void and resend, or replan). Gated on the participle before any scan.
func afterBegunRefusal(t string) bool {
	if indexFold(t, " begun") < 0 {
		return false
	}
	for _, cue := range [...]string{"cannot ", "can't ", "can not ", "unable to "} {
		i := indexFold(t, cue)
		if i < 0 {
			continue
		}
		rest := t[i+len(cue):]
		a := indexFold(rest, " after ")
		if a < 0 || a > 60 {
			continue
		}
		clause := rest[a+len(" after "):]
		if k := strings.IndexAny(clause, ".;(\n\""); k >= 0 {
			clause = clause[:k]
		}
		if hasAny(clause, " has begun", " have begun") {
			return true
		}
	}
	return false
}
