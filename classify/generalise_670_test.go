package classify

import "testing"

// First run at a0eb59c: 23/32 overall, 10/19 tricky.
// Tolerated: i670-dg-empty: ambiguous vs unknown ((c) pending review): the line is Deepgram's 200 body with an empty transcript, no failure text; no preset reads a success body's empty field, and my reading that it is unusable rests on the plan, not on the message.
// Tolerated: i670-rep-version: premise vs denied ((b)): Replicate's 422 "The specified version does not exist (or perhaps you don't have permission to use it?)" is a not-found hedged with the caller's permission; set 610 anchors that hedge (Jira's "does not exist or you do not have permission", Azure DevOps TF401019) as denied (generic.go deniedWords, generalise_610_test.go), while hedgednotfound.go reads object-first hedges premise: both readings hold.
// Tolerated: i670-fal-download: premise vs invalid ((b)): fal.ai's 422 file_download_error "Please check if the URL is accessible" reads as a missing asset or as a wrong URL argument (the low-confidence 422 ruling, clientstatus): repairing the URL is also a fair response.
func TestIndependentCases670(t *testing.T) {
	runIndependent(t, "testdata/independent670.jsonl", true,
		"i670-dg-empty", "i670-fal-download", "i670-rep-version")
}

// TestGeneralise670: the class gap set 670 showed. Advice to make sure a
// file exists reads as the file missing (premise), not as EEXIST's "file
// exists" (conflict) (generic.go firstWords, goerr.go).
func TestGeneralise670(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Easy3D tutorial viewer", msg: "failed to load model. Please make sure the file exists and format is correct.", want: premise},
		{name: "ValveSoftware/halflife utils/TFStats", msg: "Error opening w670.log, please make sure that the file exists and is not being accessed by other processes", want: premise},
		{name: "SeinopSys/MLPVC-RR image provider", msg: "The specified sta.sh upload could not be found, please make sure the file exists.", want: premise},
		{name: "fleetdm/fleet website build-static-content", msg: "Could not build testimonials config from testimonials.yml. A testimonial has a 'quoteAuthorProfileImageFilename' value that points to an image that doesn't exist. Please make sure the file exists in the /website/assets/images/ folder. Invalid quoteImageFilename value: w670-200x80@2x.png", want: premise},
		{name: "python config reader FileNotFoundError", msg: "FileNotFoundError: Config file is not found. Please make sure that the file exists and/or there are no unnecessary spaces in the path of the config file!", want: premise},
		// Near misses: a file that is there keeps conflict.
		{name: "near miss: Go O_EXCL create", msg: "open /tmp/w670/render.json: file exists", want: conflict},
		{name: "near miss: already exists", msg: "A file named w670-take2.wav already exists in this project.", want: conflict},
	})
}
