package classify

import (
	"encoding/json"
	"strconv"
	"strings"
)

// hueErrorArray reads the Philips Hue bridge's CLIP v1 error objects, the
// body deCONZ (Phoscon) and the Hue emulators (diyHue, HA emulated_hue)
// answer in the same shape, usually under an HTTP 200:
//
//	[{"error":{"type":201,"address":"/lights/20/state/bri",
//	  "description":"parameter, bri, is not modifiable. Device is set to off."}}]
//
// The numeric type is the stable marker (developers.meethue.com error
// messages, as aiohue's ERRORS table cites it; phoscon.de/rest/errors.html
// lists the same numbers):
//
//	1 unauthorized user; 101 link button not pressed (pairing needs a
//	  person at the bridge's button):                                 denied
//	2 body contains invalid JSON, 4 method not available for resource,
//	  5 missing parameters in body, 6 parameter not available, 7 invalid
//	  value for parameter, 8 parameter not modifiable, 11 too many items
//	  in list:                                                        invalid
//	3 resource not available (the light, group or sensor is gone); 201
//	  parameter not modifiable, device is set to off (turn it on first);
//	  301, 302, 501, 601 the bridge's group, sensor or rule table is full:
//	                                                                  premise
//	901 internal error:                                               transient
//
// Only a top-level JSON array whose error object carries a numeric type and
// a description is read; other types are left to the description's wording.
func hueErrorArray(b string) (Result, bool) {
	t := strings.TrimSpace(b)
	if len(t) < 20 || t[0] != '[' || !strings.Contains(t, `"error"`) || !strings.Contains(t, `"description"`) || !strings.Contains(t, `"type"`) {
		return Result{}, false
	}
	var items []struct {
		Error *struct {
			Type        json.Number `json:"type"`
			Description string      `json:"description"`
		} `json:"error"`
	}
	if json.Unmarshal([]byte(t), &items) != nil {
		return Result{}, false
	}
	for _, it := range items {
		if it.Error == nil || it.Error.Description == "" {
			continue
		}
		n, err := strconv.Atoi(string(it.Error.Type))
		if err != nil {
			return Result{}, false
		}
		code := "hue type " + string(it.Error.Type)
		r := Result{Code: string(it.Error.Type)}
		switch n {
		case 1:
			r.Kind, r.Reason = denied, code+" (unauthorized user): the bridge does not know this application key"
		case 101:
			r.Kind, r.Reason = denied, code+" (link button not pressed): pairing needs a person to press the bridge's button: hand back"
		case 2, 4, 5, 6, 7, 8, 11:
			r.Kind, r.Reason = invalid, code+": the request's body, method, parameter or value is not one the resource accepts: repair the call"
		case 3:
			r.Kind, r.Reason = premise, code+" (resource not available): the light, group or sensor the call names is not on the bridge"
		case 201:
			r.Kind, r.Reason = premise, code+" (device is set to off): the device is off, so the parameter cannot change: turn it on first"
		case 301, 302, 501, 601:
			r.Kind, r.Reason = premise, code+": the bridge's table is full: remove an entry first"
		case 901:
			r.Kind, r.Reason = transient, code+" (internal error): the bridge's own fault: retry after a wait"
		default:
			return Result{}, false
		}
		return r, true
	}
	return Result{}, false
}

// hueMayNotHaveEffect reads the Hue bridge's CLIP v2 warning on a write it
// accepted: the resource is listed in "data" while "errors" says
// "device (light) ... has communication issues, command (.on.on) may not
// have effect" or 'is "soft off", command (.dimming.brightness) may not have
// effect' (error_code communication_error or attribute_may_have_no_effect;
// HTTP 207 or 200). The command was taken; whether the device applied it is
// unknown: ambiguous. Home Assistant's hue integration lists both wordings
// as ALLOWED_ERRORS for the same reason.
func hueMayNotHaveEffect(b string) (Result, bool) {
	i := strings.Index(b, ") may not have effect")
	if i < 0 || !strings.Contains(b, `"errors"`) || !strings.Contains(b[:i], "command (") {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "hue CLIP v2: the bridge accepted the command but says it may not have effect on the device (unreachable or soft off): check the device's state"}, true
}
