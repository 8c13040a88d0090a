package classify

import (
	"encoding/json"
	"strings"
)

// tuyaMsgs holds the Tuya cloud's global error messages, as its error-code
// reference documents them (developer.tuya.com/en/docs/iot/error-code,
// id=K989ruxx88swc, and the private-cloud table), with the kind each
// proves. Tuya answers them under HTTP 200 in {"code":N,"msg":"...",
// "success":false}; the message is fixed text and keyed here, since a
// number alone ({"code":1004}) is shared with other vendors' envelopes.
var tuyaMsgs = map[string]kindReason{
	"token is expired":                    {denied, "the access token has expired: refresh it"},
	"token invalid":                       {denied, "the access token is not valid: get a new one"},
	"token status is invalid":             {denied, "the access token is not valid: get a new one"},
	"access_token is null":                {denied, "no access token was sent"},
	"secret invalid":                      {denied, "the project's Access Secret is wrong"},
	"sign invalid":                        {denied, "the request's signature does not verify: the Access ID or Access Secret is wrong (Tuya's troubleshooting)"},
	"clientid invalid":                    {denied, "the project's client_id is wrong"},
	"appkey invalid":                      {denied, "the app key is wrong"},
	"invalid access":                      {denied, "the access id is wrong"},
	"code invalid":                        {denied, "the authorization code is not valid"},
	"permission deny":                     {denied, "the project may not reach this device or account (not linked, or wrong data center)"},
	"grant type invalid":                  {invalid, "the grant type is wrong: repair the request"},
	"request time is invalid":             {invalid, "the request's timestamp is far from Tuya's clock: sync the clock and sign again"},
	"param is empty":                      {invalid, "a required parameter is empty"},
	"params is empty":                     {invalid, "a required parameter is empty"},
	"param is null":                       {invalid, "a required parameter is null"},
	"params is null":                      {invalid, "a required parameter is null"},
	"params range invalid":                {invalid, "a parameter is out of its range"},
	"param is illegal, please check it":   {invalid, "a parameter is not valid"},
	"type is incorrect":                   {invalid, "a type in the request is wrong"},
	"missing the header":                  {invalid, "a required header is missing"},
	"uri path invalid":                    {invalid, "the request path is wrong"},
	"not support content type":            {invalid, "the content type is not supported"},
	"function not support":                {invalid, "the device does not support this function"},
	"command or value not support":        {invalid, "the command code or value is not in the device's instruction set"},
	"not support this device":             {invalid, "the call does not apply to this kind of device"},
	"data not exist":                      {premise, "the data the call names does not exist"},
	"device is offline":                   {premise, "the device is not connected to the cloud (powered off or off its network): it cannot be controlled until it is back"},
	"device not exist":                    {premise, "the device the call names does not exist"},
	"product not exist":                   {premise, "the product the call names does not exist"},
	"user not exist":                      {premise, "the user the call names does not exist"},
	"this user does not have any devices": {premise, "the account holds no devices"},
	"concurrent request over limit":       {transient, "too many concurrent requests: retry after a wait"},
	"system is busy, please retry later":  {transient, "Tuya is busy: retry after a wait"},
	"your requests are too frequent":      {transient, "too many requests: retry after a wait"},
	"the user is syncing in the background, please try again later":   {transient, "the account is still syncing: retry after a wait"},
	"system error, please contact the admin":                          {transient, "Tuya's own side failed or timed out: retry after a wait"},
	"no permissions. this project is not authorized to call this api": {denied, "the cloud project is not subscribed to or authorised for this API service"},
}

// tuyaEnvelope reads the Tuya cloud's {"code":N,"msg":"...","success":false}
// body by its documented message (tuyaMsgs). Only that envelope, with a
// numeric code and success false, is read.
func tuyaEnvelope(b string) (Result, bool) {
	if !strings.Contains(b, `"success"`) || !strings.Contains(b, `"msg"`) {
		return Result{}, false
	}
	t := strings.TrimSpace(b)
	if len(t) == 0 || t[0] != '{' {
		return Result{}, false
	}
	var e struct {
		Code    json.Number `json:"code"`
		Msg     string      `json:"msg"`
		Success *bool       `json:"success"`
	}
	if json.Unmarshal([]byte(t), &e) != nil || e.Success == nil || *e.Success || e.Code == "" {
		return Result{}, false
	}
	m, ok := tuyaMsgs[strings.ToLower(strings.TrimSpace(e.Msg))]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: m.kind, Code: string(e.Code), Reason: "tuya " + string(e.Code) + " " + e.Msg + ": " + m.reason}, true
}
