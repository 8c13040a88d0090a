package classify

import "strings"

// Real-time audio and video platforms' own error markers, as a meeting or
// voice agent's tools meet them (held-out set 1343). Their statuses rarely
// name the cause: a 400 that is a room already there or a room that ended,
// a 400 whose bare numeric code is a retry, a client event with no status.
//
//   - Twilio Video codes in twilio-go's rendering ("Status: 400 - ApiError
//     53113: Room exists (null) More info: ...") and twilio-video.js's
//     ("TwilioError 53105: Room contains too many Participants"): 53113 a
//     Room with the UniqueName is in progress (conflict: reuse it), 53118
//     the Room is completed and 53106 not there (premise), 53105 the Room
//     holds its maximum Participants (premise: the seat the plan assumed is
//     not there until someone leaves or another Room is used), 53122 a
//     recording operation on a peer-to-peer Room (premise: the Room's type).
//     The account's concurrency quotas (53119, 53206) keep the running-work
//     reading (set 31).
//   - Agora Cloud Recording bodies, which carry its "resourceId" beside a
//     numeric "code" (docs.agora.io cloud-recording common errors): 7 and
//     53 the recording is already running (conflict), 49 a repeated stop
//     (conflict), 65 network jitter to retry with backoff (transient), 432
//     and 2 the request's parameters (invalid), 433 the resource ID expired
//     (premise: acquire a new one), 435 no recorded file because nobody
//     streamed (premise), 109 and 110 the RTC token expired or wrong
//     (denied); and acquire's reasons "no_active_status" (the App's status,
//     an overdue account) and "invalid_appid" ("Enable the cloud recording
//     service for this App ID"), premise.
//   - lib-jitsi-meet's JitsiConferenceErrors names as CONFERENCE_FAILED
//     passes them ("conference.max_users", "conference.destroyed", ...).
func rtcPlatformError(t string) (Result, bool) {
	if r, ok := twilioVideoCode(t); ok {
		return r, true
	}
	if r, ok := agoraRecordingCode(t); ok {
		return r, true
	}
	return jitsiConferenceError(t)
}

func twilioVideoCode(t string) (Result, bool) {
	i := strings.Index(t, "ApiError 531")
	if i >= 0 {
		i += len("ApiError ")
	} else if i = strings.Index(t, "TwilioError 531"); i >= 0 {
		i += len("TwilioError ")
	} else {
		return Result{}, false
	}
	if i+5 > len(t) || (i+5 < len(t) && t[i+5] >= '0' && t[i+5] <= '9') {
		return Result{}, false
	}
	switch t[i : i+5] {
	case "53113":
		return verdict(conflict, "Twilio Video 53113: a Room with this UniqueName is already in progress: reuse it")
	case "53118":
		return verdict(premise, "Twilio Video 53118: the Room is completed; the operation needs an in-progress Room: replan")
	case "53106":
		return verdict(premise, "Twilio Video 53106: the Room does not exist")
	case "53105":
		return verdict(premise, "Twilio Video 53105: the Room already holds its maximum number of Participants: someone must leave, or use another Room")
	case "53122":
		return verdict(premise, "Twilio Video 53122: the recording operation is not supported for the Room's type (peer-to-peer): a group Room is needed")
	}
	return Result{}, false
}

func agoraRecordingCode(t string) (Result, bool) {
	if !strings.Contains(t, `"code"`) {
		return Result{}, false
	}
	if hasAny(t, `"reason":"no_active_status"`, `"reason": "no_active_status"`) {
		return verdict(premise, "Agora acquire: no_active_status, the App's service status is abnormal (an overdue account): replan")
	}
	if hasAny(t, `"reason":"invalid_appid"`, `"reason": "invalid_appid"`) {
		return verdict(premise, "Agora acquire: invalid_appid, cloud recording is not enabled for this App ID: enable it first")
	}
	if !strings.Contains(t, `"resourceId"`) {
		return Result{}, false
	}
	i := strings.Index(t, `"code":`)
	if i < 0 {
		return Result{}, false
	}
	i += len(`"code":`)
	for i < len(t) && t[i] == ' ' {
		i++
	}
	n, w := leadingInt(t[i:])
	if w == 0 || w > 4 {
		return Result{}, false
	}
	switch n {
	case 7, 53:
		return verdict(conflict, "Agora Cloud Recording: the recording is already running: carry it forward")
	case 49:
		return verdict(conflict, "Agora Cloud Recording 49: a repeated stop of the same recording: it is stopped")
	case 65:
		return verdict(transient, "Agora Cloud Recording 65: network jitter; retry with the same resource ID and a backoff")
	case 2, 432:
		return verdict(invalid, "Agora Cloud Recording: a parameter is wrong or does not match the resource ID")
	case 433:
		return verdict(premise, "Agora Cloud Recording 433: the resource ID has expired: acquire a new one")
	case 435:
		return verdict(premise, "Agora Cloud Recording 435: no recorded file, nobody was sending a stream in the channel")
	case 109, 110:
		return verdict(denied, "Agora Cloud Recording: the RTC token for joining the channel expired or is wrong")
	}
	return Result{}, false
}

// jitsiConferenceErrors are lib-jitsi-meet's JitsiConferenceErrors values
// whose recovery the library's own comments state.
var jitsiConferenceErrors = map[string]kindReason{
	"conference.authenticationRequired":       {denied, "Jitsi: the client must be authenticated to create the conference"},
	"conference.connectionError.notAllowed":   {denied, "Jitsi: joining the conference is not allowed"},
	"conference.connectionError.membersOnly":  {denied, "Jitsi: only approved members may join (lobby)"},
	"conference.connectionError.accessDenied": {denied, "Jitsi: the moderators denied access from the lobby"},
	"conference.passwordRequired":             {denied, "Jitsi: a password is required to join"},
	"conference.max_users":                    {premise, "Jitsi: the conference's max users limit is reached: the seat the plan assumed is not there"},
	"conference.destroyed":                    {premise, "Jitsi: the conference has been destroyed (ended)"},
	"conference.incompatible_server_versions": {premise, "Jitsi: the server components' versions are incompatible with the client"},
	"conference.videobridgeNotAvailable":      {transient, "Jitsi: no videobridge is available now"},
	"conference.gracefulShutdown":             {transient, "Jitsi: the server is shutting down gracefully: join again"},
}

func jitsiConferenceError(t string) (Result, bool) {
	i := strings.Index(t, "conference.")
	if i < 0 || (i > 0 && jitsiNameByte(t[i-1])) {
		return Result{}, false
	}
	j := i
	for j < len(t) && jitsiNameByte(t[j]) {
		j++
	}
	if e, ok := jitsiConferenceErrors[strings.TrimSuffix(t[i:j], ".")]; ok {
		return verdict(e.kind, e.reason)
	}
	return Result{}, false
}

func jitsiNameByte(b byte) bool {
	return b == '.' || b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}
