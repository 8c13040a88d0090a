package classify

import "strings"

// createOnly reports whether a precondition failure's text shows that the
// write was create-only: the condition asserted that nothing was there yet,
// so its failing proves the object is there (conflict: the step's goal
// holds), not that a version the caller read moved on (premise). The
// services spell that condition differently:
//
//   - HTTP and S3, Azure Blob: If-None-Match: * (RFC 9110 13.1.2);
//   - Cloud Storage: generation 0 ("ifGenerationMatch=0" in the JSON API's
//     URL, which google-cloud-python's PreconditionFailed quotes;
//     "x-goog-if-generation-match: 0" in the XML API and gsutil -h;
//     "if_generation_match=0" in Python, "ifGenerationMatch: 0" in Node,
//     "--if-generation-match=0" in gcloud storage; Go's storage.Conditions
//     {DoesNotExist: true}), cloud.google.com/storage/docs/request-preconditions;
//   - WebDAV COPY and MOVE with "Overwrite: F" (RFC 4918 10.6: a 412 when
//     the destination exists);
//   - a tool's own words for it: "if absent", "if not exists";
//   - the body's own "already exists" or "exists already".
func createOnly(t string) bool {
	// "exists already" is the same fact in the other word order (Azure DNS
	// and Private DNS: "The Record set www exists already and hence cannot
	// be created again.", their 412 to If-None-Match: *; set 756).
	if hasAny(t, "already exists", "exists already", "if-none-match", "doesnotexist:true", "doesnotexist: true",
		"if absent", "ifabsent", "if-absent", "if not exists", "if-not-exists") {
		return true
	}
	if zeroAfter(t, "generationmatch") || zeroAfter(t, "generation-match") || zeroAfter(t, "generation_match") {
		return true
	}
	return overwriteF(t)
}

// zeroAfter reports whether name is followed by '=' or ':' (spaces and a
// quote allowed) and the number 0, as in "ifGenerationMatch=0"; a
// metageneration precondition is about metadata, not existence.
func zeroAfter(t, name string) bool {
	for i := range foldMatches(t, name) {
		if i >= 4 && strings.EqualFold(t[i-4:i], "meta") {
			continue
		}
		j := i + len(name)
		for j < len(t) && (t[j] == ' ' || t[j] == '"' || t[j] == '\'') {
			j++
		}
		if j >= len(t) || (t[j] != '=' && t[j] != ':') {
			continue
		}
		j++
		for j < len(t) && (t[j] == ' ' || t[j] == '"' || t[j] == '\'') {
			j++
		}
		if j < len(t) && t[j] == '0' && (j+1 >= len(t) || t[j+1] < '0' || t[j+1] > '9') {
			return true
		}
	}
	return false
}

// overwriteF reports a WebDAV "Overwrite: F" header (RFC 4918 10.6), or
// Apache httpd mod_dav's sentence for its 412 (mod_dav.c
// dav_method_copymove: "Destination is not empty and Overwrite is not
// \"T\"").
func overwriteF(t string) bool {
	if hasFold(t, `overwrite is not "t"`) {
		return true
	}
	for i := range foldMatches(t, "overwrite:") {
		j := i + len("overwrite:")
		for j < len(t) && t[j] == ' ' {
			j++
		}
		if j < len(t) && (t[j] == 'F' || t[j] == 'f') && (j+1 >= len(t) || !isAlnum(t[j+1])) {
			return true
		}
	}
	return false
}

// createOnlyPrecondition reports a precondition failure in desc's words
// (for a code that covers more than preconditions, as gRPC's
// FAILED_PRECONDITION) on a write whose whole text shows it create-only.
func createOnlyPrecondition(desc, whole string) bool {
	return hasAny(desc, "pre-condition", "precondition", "conditionnotmet", "condition not met") && createOnly(whole)
}
