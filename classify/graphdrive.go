package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// graphDriveCodes are the OneDrive and SharePoint (Microsoft Graph
// driveItem) error codes whose reading the HTTP status does not give. The
// OneDrive API's "Error responses" page lists 15 top-level codes and a
// table of more detailed codes in nested innererror objects, and says
// apps "should loop through all the error codes available and use the
// most detailed one that they understand" (set 1378). Only codes that
// say what the status does not are listed: a 403 accessDenied whose inner
// code is serviceReadOnly ("Resource is temporarily read-only.") is a
// wait, and a 403 malwareDetected is the file's own state.
var graphDriveCodes = map[string]struct {
	kind rung.Kind
	why  string
}{
	// Top-level codes.
	"malwareDetected": {premise, "malware was detected in the item: no grant or retry fetches it; the plan that uses it must change"},
	// Detailed (innererror) codes.
	"serviceReadOnly":          {transient, "the resource is temporarily read-only: wait and retry"},
	"cannotSnapshotTree":       {transient, "the service could not take a consistent delta snapshot: try again later"},
	"throttledRequest":         {transient, "too many requests: back off and retry"},
	"accessRestricted":         {denied, "access is restricted to the item's owner"},
	"virusSuspicious":          {premise, "the document is suspected of carrying a virus: the plan that uses it must change"},
	"resyncApplyDifferences":   {premise, "the delta token is no longer valid: reset the sync state and enumerate again"},
	"resyncUploadDifferences":  {premise, "the delta token is no longer valid: reset the sync state and enumerate again"},
	"maxItemCountExceeded":     {premise, "the drive's limit on items is reached"},
	"maxFolderCountExceeded":   {premise, "the drive's limit on folders is reached"},
	"maxDocumentCountExceeded": {premise, "the drive's limit on documents is reached"},
	"childItemCountExceeded":   {premise, "the folder's limit on child items is reached"},
	"pathTooDeep":              {premise, "the folder hierarchy's depth limit is reached"},
}

// graphDriveCode reads a Microsoft Graph error object ({"code":...,
// "message":..., "innerError":{"code":...}}) by its most detailed code
// listed in graphDriveCodes, innermost first. It bails out unless the
// object carries one of the listed codes' spellings or an inner error.
func graphDriveCode(eo string) (Result, bool) {
	hasInner := strings.Contains(eo, "nnerError") || strings.Contains(eo, "nnererror")
	if !hasInner && !strings.Contains(eo, "malwareDetected") {
		return Result{}, false
	}
	inner := jsonObject(eo, "innerError")
	if inner == "" {
		inner = jsonObject(eo, "innererror")
	}
	if inner != "" && inner[0] == '{' {
		if ic := jsonString(inner, "code"); ic != "" {
			if r, ok := graphDriveCodes[ic]; ok {
				return Result{Kind: r.kind, Code: ic, Reason: "graph: innerError " + ic + ": " + r.why}, true
			}
		}
	}
	if code := jsonString(eo, "code"); code == "malwareDetected" {
		r := graphDriveCodes[code]
		return Result{Kind: r.kind, Code: code, Reason: "graph: " + code + ": " + r.why}, true
	}
	return Result{}, false
}
