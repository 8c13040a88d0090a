package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at dc2eee26: 30/35 overall, 15/20 tricky.
func TestIndependentCases1237(t *testing.T) {
	runIndependent(t, "testdata/independent1237.jsonl", false)
}

// TestGeneralise1237EmptyItemList holds a schema.org ItemList with no
// members (Knowledge Graph Search's entities:search) as an empty result, and
// an ItemList with members, or an error body, keeping its reading.
func TestGeneralise1237EmptyItemList(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "kg empty with context", protocol: "http", status: 200, msg: `{"@context":{"@vocab":"http://schema.org/","goog":"http://schema.googleapis.com/"},"@type":"ItemList","itemListElement":[]}`, want: rung.KindAmbiguous},
		{name: "kg empty compact", protocol: "http", status: 200, msg: `{"@type": "ItemList", "itemListElement": [ ]}`, want: rung.KindAmbiguous},
		{name: "itemlist bare", msg: `{"itemListElement": []}`, want: rung.KindAmbiguous},
		// Near misses: an error body keeps its error's reading.
		{name: "kg bad key", protocol: "http", status: 400, msg: `{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT"}}`, want: rung.KindDenied},
		{name: "kg bad limit", protocol: "http", status: 400, msg: `{"error":{"code":400,"message":"Invalid value at 'limit' (TYPE_INT32), \"ten\"","status":"INVALID_ARGUMENT"}}`, want: rung.KindInvalid},
	})
}
