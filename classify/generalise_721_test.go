package classify

import "testing"

// TestIndependentCases721 runs held-out set 721: e-signature and document APIs (DocuSign, Acrobat Sign, Dropbox Sign, PandaDoc, Adobe PDF Services, DocRaptor, Google Docs, Microsoft Graph files/Excel), labelled blind.
func TestIndependentCases721(t *testing.T) {
	runIndependent(t, "testdata/independent721.jsonl", false)
}
