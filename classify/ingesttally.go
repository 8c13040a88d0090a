package classify

import "strings"

// ingestPartial recognises an event-ingestion answer under a 2xx that
// tallies the objects it processed beside a list of the objects it
// refused: Braze /users/track's {"message":"success", "errors":[...]}
// with its "attributes_processed" / "events_processed" /
// "purchases_processed" tallies, each refused object named by
// "input_array" and "index". Braze: "messages that were not affected by
// an error in the errors array are still delivered" (braze.com/docs/api/
// errors "Server responses"; set 1571). A partial success: only the
// refused objects are to be sent again, and resending the batch would
// store the rest twice. A message other than "success" is Braze's fatal
// error, and an empty errors list a full success: neither is read here.
//
// Mixpanel /import's 400 with "num_records_imported" and "failed_records"
// ("a 400 is a partial success rather than a total rejection") is not
// read so: set 1307 labels it invalid (repair the failed records), and
// set 1571's ambiguous label for it is tolerated.
func ingestPartial(t string) bool {
	if !hasAny(t, `_processed"`, `"input_array"`) || !hasAny(t, `"errors":[`, `"errors": [`) {
		return false
	}
	if jsonString(t, "message") != "success" || hasAny(t, `"errors":[]`, `"errors": []`) {
		return false
	}
	return countAboveZero(t, brazeProcessed[:]) || strings.Contains(t, `"input_array"`)
}

var brazeProcessed = [...]string{`"attributes_processed"`, `"events_processed"`, `"purchases_processed"`, `"aliases_processed"`}
