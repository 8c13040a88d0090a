package classify

import "strings"

// mapsText reads a Google Maps Platform web-service status in the text the
// Maps client libraries make of it, where no body reaches the classifier,
// and decides it as the body's "status" would be (mapsStatus):
//
//   - googlemaps.github.io/maps (Go), commonResponse.StatusError:
//     "maps: REQUEST_DENIED - This API project is not authorized to use
//     this API." (fmt "maps: %s - %s", the message empty for UNKNOWN_ERROR);
//   - googlemaps (Python), ApiError.__str__ "%s (%s)" % (status, message),
//     alone or after "googlemaps.exceptions.ApiError: " in a traceback;
//   - google-maps-services-java, ApiException.from, one class per status:
//     "com.google.maps.errors.UnknownErrorException: ...".
//
// The statuses are Maps' own (REQUEST_DENIED, OVER_QUERY_LIMIT, ...); the
// Go and Java forms name the library, the bare Python form must open the
// text with a status that only Maps uses (set 96).
func mapsText(t string) (Result, bool) {
	if i := strings.Index(t, "maps: "); i >= 0 {
		rest := t[i+len("maps: "):]
		st := token(rest)
		after := rest[len(st):]
		if _, ok := mapsStatuses[st]; ok && (after == "" || strings.HasPrefix(after, " - ")) {
			return mapsTextStatus(st, strings.TrimPrefix(after, " - "), "googlemaps (Go)")
		}
	}
	if i := strings.Index(t, "maps.errors."); i >= 0 {
		rest := t[i+len("maps.errors."):]
		name := token(rest)
		if st, ok := mapsJavaClasses[name]; ok {
			return mapsTextStatus(st, strings.TrimPrefix(rest[len(name):], ": "), "google-maps-services-java")
		}
	}
	s := strings.TrimSpace(t)
	if i := strings.Index(s, "ApiError: "); i >= 0 {
		s = s[i+len("ApiError: "):]
	}
	st := token(s)
	if only, ok := mapsStatuses[st]; ok && only {
		after := s[len(st):]
		if after == "" {
			return mapsTextStatus(st, "", "googlemaps (Python)")
		}
		if strings.HasPrefix(after, " (") && strings.HasSuffix(after, ")") {
			return mapsTextStatus(st, after[2:len(after)-1], "googlemaps (Python)")
		}
	}
	return Result{}, false
}

func mapsTextStatus(st, msg, client string) (Result, bool) {
	r, ok := mapsStatus(st, msg)
	if ok {
		r.Reason = client + " client's text: " + r.Reason
	}
	return r, ok
}

// mapsStatuses are the web services' statuses; true marks those no other
// protocol spells the same way (NOT_FOUND is also a gRPC code).
var mapsStatuses = map[string]bool{
	"ZERO_RESULTS": true, "NOT_FOUND": false, "OVER_QUERY_LIMIT": true, "OVER_DAILY_LIMIT": true,
	"REQUEST_DENIED": true, "INVALID_REQUEST": true, "UNKNOWN_ERROR": true, "MAX_WAYPOINTS_EXCEEDED": true,
	"MAX_ROUTE_LENGTH_EXCEEDED": true, "MAX_ELEMENTS_EXCEEDED": true, "MAX_DIMENSIONS_EXCEEDED": true,
	"DATA_NOT_AVAILABLE": true,
}

// mapsJavaClasses maps google-maps-services-java's exception classes
// (com.google.maps.errors, ApiException.from) back to the status.
var mapsJavaClasses = map[string]string{
	"InvalidRequestException": "INVALID_REQUEST", "MaxElementsExceededException": "MAX_ELEMENTS_EXCEEDED",
	"MaxRouteLengthExceededException": "MAX_ROUTE_LENGTH_EXCEEDED", "MaxWaypointsExceededException": "MAX_WAYPOINTS_EXCEEDED",
	"NotFoundException": "NOT_FOUND", "OverQueryLimitException": "OVER_QUERY_LIMIT", "OverDailyLimitException": "OVER_DAILY_LIMIT",
	"RequestDeniedException": "REQUEST_DENIED", "UnknownErrorException": "UNKNOWN_ERROR", "ZeroResultsException": "ZERO_RESULTS",
}
