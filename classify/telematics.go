package classify

import "strings"

// Connected-vehicle APIs (held-out set 1671): Smartcar's error envelope,
// whose type and code say what the vehicle, the account or the plan
// lacks under statuses that read otherwise (409 for a sleeping car, 400
// for the owner's OEM account, 501 for a model that cannot do the act,
// 430 for billing); the Tesla Fleet API's command answer under 200
// ({"response":{"result":false,"reason":...}}); and the Fleet API's fixed
// error texts, in its envelope's "error" field or as the Python SDK's
// exception message.

// smartcarCodes maps Smartcar's "TYPE:CODE" (or "TYPE" for the type's
// default) to a verdict (smartcar.com/docs/errors/api-errors, the type's
// page and its resolution).
var smartcarCodes = map[string]numbered{
	"VEHICLE_STATE":                      {premise, "Smartcar VEHICLE_STATE: the vehicle's state blocks the act (a door or hood open, the plug in or out, a charge fault): a person or another step changes it first"},
	"VEHICLE_STATE:ASLEEP":               {transient, "Smartcar VEHICLE_STATE ASLEEP: the vehicle sleeps and is temporarily unable to answer: wait and retry (or wake it)"},
	"VEHICLE_STATE:UNREACHABLE":          {transient, "Smartcar VEHICLE_STATE UNREACHABLE: the vehicle is out of coverage: retry later"},
	"VEHICLE_STATE:CHARGING_IN_PROGRESS": {conflict, "Smartcar VEHICLE_STATE CHARGING_IN_PROGRESS: the vehicle is already charging: what a start-charge wanted holds"},
	"COMPATIBILITY":                      {premise, "Smartcar COMPATIBILITY: the make, model or integration cannot do this at all: replan without it"},
	"BILLING":                            {premise, "Smartcar BILLING: the plan's vehicle, request or feature allowance is spent or missing until the plan changes"},
	"CONNECTED_SERVICES_ACCOUNT":         {premise, "Smartcar CONNECTED_SERVICES_ACCOUNT: the owner's OEM account needs an action (terms, activation, subscription) before requests work"},
	"CONNECTED_SERVICES_ACCOUNT:AUTHENTICATION_FAILED": {denied, "Smartcar CONNECTED_SERVICES_ACCOUNT AUTHENTICATION_FAILED: the owner must re-authenticate in Smartcar Connect"},
	"CONNECTED_SERVICES_ACCOUNT:PERMISSION":            {denied, "Smartcar CONNECTED_SERVICES_ACCOUNT PERMISSION: the owner's OEM account does not grant this"},
	"CONNECTED_SERVICES_ACCOUNT:VIRTUAL_KEY_REQUIRED":  {denied, "Smartcar CONNECTED_SERVICES_ACCOUNT VIRTUAL_KEY_REQUIRED: the owner must add the app's virtual key"},
	"UPSTREAM":                      {transient, "Smartcar UPSTREAM: the OEM or the vehicle failed to answer: retry later"},
	"SERVER":                        {transient, "Smartcar SERVER: an internal error: retry later"},
	"SERVER:RECORD_NOT_FOUND":       {premise, "Smartcar SERVER RECORD_NOT_FOUND: no battery capacity record exists for this vehicle: no retry finds one"},
	"SERVER:MULTIPLE_RECORDS_FOUND": {ambiguous, "Smartcar SERVER MULTIPLE_RECORDS_FOUND: several capacity records match: choose among the options in detail"},
	"RATE_LIMIT":                    {transient, "Smartcar RATE_LIMIT: too many requests: wait (retry-after) and retry"},
	"PERMISSION":                    {denied, "Smartcar PERMISSION: the app lacks a permission the owner has not granted"},
	"AUTHENTICATION":                {denied, "Smartcar AUTHENTICATION: the token or client credentials are missing, invalid or expired"},
	"VALIDATION":                    {invalid, "Smartcar VALIDATION: the request or a parameter is wrong: repair it"},
	"RESOURCE_NOT_FOUND":            {invalid, "Smartcar RESOURCE_NOT_FOUND: the path or API version does not exist: fix the request"},
}

// smartcarError reads a Smartcar error body: v2/v3 by type and code
// (gated on the docURL or links.about every one carries), v1.0 by its
// vehicle_state_error code.
func smartcarError(c *ctx) (Result, bool) {
	b := c.body
	if strings.Contains(b, "vehicle_state_error") {
		if jsonString(b, "error") != "vehicle_state_error" {
			return Result{}, false
		}
		switch code := jsonString(b, "code"); code {
		case "VS_000": // "Vehicle state cannot be determined."
			return Result{Kind: unk, Code: code, Reason: "Smartcar v1 vehicle_state_error VS_000: the vehicle's state cannot be determined"}, true
		case "VS_001", "VS_002", "VS_003": // doors, trunks, hood open
			return Result{Kind: premise, Code: code, Reason: "Smartcar v1 vehicle_state_error " + code + ": a door, trunk or hood stands open: a person closes it first"}, true
		}
		return Result{}, false
	}
	if !strings.Contains(b, "smartcar.com/docs/errors") {
		return Result{}, false
	}
	typ, code := jsonString(b, "type"), jsonString(b, "code")
	if typ == "" {
		return Result{}, false
	}
	n, ok := smartcarCodes[typ+":"+code]
	if !ok {
		n, ok = smartcarCodes[typ]
	}
	if !ok {
		return Result{}, false
	}
	if code == "" {
		code = typ
	}
	return Result{Kind: n.kind, Code: code, Reason: n.reason}, true
}

// teslaCommandReasons are the reasons a Tesla vehicle command answers
// with under 200 and "result": false.
var teslaCommandReasons = map[string]numbered{
	"could_not_wake_buses": {transient, "Tesla command result false, could_not_wake_buses: the car's buses were not awake yet: resend shortly"},
	"already_set":          {conflict, "Tesla command result false, already_set: the setting already has the asked value"},
	"not_charging":         {conflict, "Tesla command result false, not_charging: a stop-charge on a car that is not charging: already so"},
	"requested":            {conflict, "Tesla command result false, requested: the charge was already requested"},
}

// teslaCommandRefused reads {"response":{"result":false,"reason":...}}
// under a 2xx or no status.
func teslaCommandRefused(c *ctx) (Result, bool) {
	if c.status != 0 && c.status/100 != 2 {
		return Result{}, false
	}
	if !strings.Contains(c.body, `"reason"`) || !strings.Contains(c.body, "false") {
		return Result{}, false
	}
	resp := jsonObject(c.body, "response")
	if resp == "" {
		return Result{}, false
	}
	if v, isStr, ok := jsonValue(resp, "result"); !ok || isStr || v != "false" {
		return Result{}, false
	}
	reason := jsonString(resp, "reason")
	n, ok := teslaCommandReasons[reason]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: n.kind, Code: reason, Reason: n.reason}, true
}

// teslaFleetTexts are the Fleet API's fixed error texts whose status or
// words read otherwise: the envelope's "error" value, or the message of
// Teslemetry's python-tesla-fleet-api exception (tesla_fleet_api/
// exceptions.py) for the same status.
var teslaFleetTexts = map[string]numbered{
	"unsupported vehicle":                                          {premise, "Tesla Fleet API: the vehicle is unsupported (403): no grant changes it: replan without it"},
	"The vehicle is unsupported.":                                  {premise, "Tesla Fleet API: the vehicle is unsupported (403): no grant changes it: replan without it"},
	"This user is not present in the current region.":              {invalid, "Tesla Fleet API 421: the user is served by another region: send the call to that region's base URL"},
	"Querying for a user/vehicle without proper privacy settings.": {denied, "Tesla Fleet API 451: the owner's privacy settings do not allow this query"},
	"Vehicle did not recognize the key used to authorize command. Make sure your key is paired with the vehicle": {denied, "Tesla vehicle command: the app's key is not paired with the vehicle: the owner pairs it"},
	"Key used to authorize command has been disabled":                                                            {denied, "Tesla vehicle command: the app's key was disabled on the vehicle"},
	"Vehicle responded with an error - might need a reboot, OTA update, or service.":                             {premise, "Tesla Fleet API 540: the vehicle itself is faulty until rebooted, updated or serviced"},
	"Payment is required in order to use the API (non-free account only).":                                       {premise, "Tesla Fleet API 402: the developer account must pay before calls succeed"},
	"Account is locked, and must be unlocked by Tesla.":                                                          {premise, "Tesla Fleet API 423: the account is locked until Tesla unlocks it"},
}

// teslaFleetText reads the Fleet API envelope's error value, or a bare
// SDK message (with or without the exception's "module.Class: " prefix).
func teslaFleetText(c *ctx) (Result, bool) {
	var t string
	switch {
	case c.status == 0 && len(c.text) < 200 && strings.IndexByte(c.text, '{') < 0:
		t = strings.TrimSpace(c.text)
		if _, ok := teslaFleetTexts[t]; !ok {
			if i := strings.LastIndex(t, ": "); i >= 0 {
				t = t[i+2:]
			}
		}
	case strings.Contains(c.body, `"error_description"`) && strings.Contains(c.body, `"response"`):
		t = jsonString(c.body, "error")
	default:
		return Result{}, false
	}
	n, ok := teslaFleetTexts[t]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: n.kind, Reason: n.reason}, true
}

// telematicsFailure runs the readers above.
func telematicsFailure(c *ctx) (Result, bool) {
	if r, ok := smartcarError(c); ok {
		return r, true
	}
	if r, ok := teslaCommandRefused(c); ok {
		return r, true
	}
	return teslaFleetText(c)
}
