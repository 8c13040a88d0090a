package classify

import "strings"

// apnsReasons: the reason strings of Apple Push Notification service's
// error body, {"reason":"BadDeviceToken"} (developer.apple.com
// documentation/usernotifications/handling-notification-responses-from-apns,
// "Understand error codes"). The reason names the case and the status
// only sums it up: ExpiredToken comes under 400 but no field of the
// request is wrong, the device token has expired (premise, as Unregistered
// under 410); TopicDisallowed under 400 is a topic the provider may not
// push to (denied, set 768); IdleTimeout under 400 a connection to reopen
// (transient) and BadPath under 404 the caller's :path (invalid, set
// 1352). A relay that wraps APNs in a status of its own (bark-server's 500
// "push failed: APNS push failed: ExpiredProviderToken") is read by the
// same table (set 1511).
var apnsReasons = map[string]codeRule{
	"BadCollapseId":               {invalid, false, modeFixed, "is an apns-collapse-id over the size limit"},
	"BadDeviceToken":              {invalid, false, modeFixed, "is a device token APNs cannot use (malformed, or for the other environment)"},
	"BadExpirationDate":           {invalid, false, modeFixed, "is a bad apns-expiration value"},
	"BadMessageId":                {invalid, false, modeFixed, "is a bad apns-id value"},
	"BadPriority":                 {invalid, false, modeFixed, "is a bad apns-priority value"},
	"BadTopic":                    {invalid, false, modeFixed, "is an invalid apns-topic"},
	"DeviceTokenNotForTopic":      {invalid, false, modeFixed, "is a device token and apns-topic that do not belong together"},
	"DuplicateHeaders":            {invalid, false, modeFixed, "is a request with repeated headers"},
	"InvalidPushType":             {invalid, false, modeFixed, "is an invalid apns-push-type"},
	"MissingDeviceToken":          {invalid, false, modeFixed, "is a request without a device token"},
	"MissingTopic":                {invalid, false, modeFixed, "is a request without the apns-topic it needs"},
	"PayloadEmpty":                {invalid, false, modeFixed, "is an empty payload"},
	"PayloadTooLarge":             {invalid, false, modeFixed, "is a payload over the size limit: shrink it"},
	"BadPath":                     {invalid, false, modeFixed, "is a request :path APNs cannot read: fix the path (/3/device/<token>)"},
	"MethodNotAllowed":            {invalid, false, modeFixed, "is a request method other than POST"},
	"TopicDisallowed":             {denied, false, modeFixed, "is a topic the provider's certificate or key may not push to"},
	"BadCertificate":              {denied, false, modeFixed, "is a client certificate APNs refuses"},
	"BadCertificateEnvironment":   {denied, false, modeFixed, "is a client certificate for the other environment"},
	"ExpiredProviderToken":        {denied, false, modeFixed, "is a provider token (JWT) APNs no longer accepts: sign a new one"},
	"Forbidden":                   {denied, false, modeFixed, "is an action the provider may not take"},
	"InvalidProviderToken":        {denied, false, modeFixed, "is a provider token that does not verify"},
	"MissingProviderToken":        {denied, false, modeFixed, "is a request with neither certificate nor provider token"},
	"UnrelatedKeyIdInToken":       {denied, false, modeFixed, "is a provider token signed with a key of another team or app"},
	"BadEnvironmentKeyIdInToken":  {denied, false, modeFixed, "is a provider token signed with a key for the other environment"},
	"ExpiredToken":                {premise, false, modeFixed, "is a device token that has expired: stop sending to it until the app registers a new one"},
	"Unregistered":                {premise, false, modeFixed, "is a device token no longer active for the topic: stop sending to it"},
	"TooManyProviderTokenUpdates": {transient, false, modeFixed, "is a provider token changed too often: keep it at least 20 minutes, then send again"},
	"TooManyRequests":             {transient, false, modeFixed, "is too many requests to one device token: back off"},
	"IdleTimeout":                 {transient, false, modeFixed, "is an APNs connection closed for idling: reconnect and send again"},
	"InternalServerError":         {transient, false, modeFixed, "is an APNs internal error: back off"},
	"ServiceUnavailable":          {transient, false, modeFixed, "is APNs unavailable: back off"},
	"Shutdown":                    {transient, false, modeFixed, "is an APNs server shutting down: reconnect and send again"},
}

// apnsReason finds an APNs reason: the raw HTTP/2 body, an object that
// opens with its "reason" ({"reason":"Unregistered","timestamp":...});
// node-apn's failed entry, whose "response" holds that object; or a text
// that names APNs and then a reason as a word of its own. A "reason" in
// other envelopes (a Kubernetes Status's "reason":"Forbidden") is not
// read here.
func apnsReason(body, text string) (string, codeRule, bool) {
	b := strings.TrimLeft(body, " \t\r\n")
	if strings.HasPrefix(b, "{") && strings.Contains(b, `"reason"`) && (strings.HasPrefix(strings.TrimLeft(b[1:], " \t\r\n"), `"reason"`) || strings.Contains(b, `"response":{"reason"`) || strings.Contains(b, `"response": {"reason"`)) {
		r := jsonString(b, "reason")
		if cr, ok := apnsReasons[r]; ok {
			return r, cr, true
		}
	}
	i := apnsAt(text)
	if i < 0 {
		return "", codeRule{}, false
	}
	rest := text[i+len("apns"):]
	best, bestAt := "", -1
	for r := range apnsReasons {
		if genericAPNsReason(r) {
			continue
		}
		for off := 0; ; {
			j := strings.Index(rest[off:], r)
			if j < 0 || bestAt >= 0 && off+j >= bestAt {
				break
			}
			s, e := off+j, off+j+len(r)
			if (s == 0 || !isAlnum(rest[s-1])) && (e == len(rest) || !isAlnum(rest[e])) {
				best, bestAt = r, s
				break
			}
			off = e
		}
	}
	if bestAt < 0 {
		return "", codeRule{}, false
	}
	return best, apnsReasons[best], true
}

// genericAPNsReason: the reasons that only repeat an HTTP status phrase
// ("Forbidden", "ServiceUnavailable"); in a relay's text they say no more
// than the status and are not read there.
func genericAPNsReason(r string) bool {
	switch r {
	case "Forbidden", "TooManyRequests", "InternalServerError", "ServiceUnavailable", "MethodNotAllowed":
		return true
	}
	return false
}

// apnsAt is indexFold(text, "apns"), led by the rarer "pns": every answer
// without a code passes here (fixedServiceCode), and a search led by 'a'
// stops at most words of an error body.
func apnsAt(text string) int {
	for i := range foldMatches(text, "pns") {
		if i > 0 && lower(text[i-1]) == 'a' {
			return i - 1
		}
	}
	return -1
}
