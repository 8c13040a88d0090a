package sim

import (
	"time"

	"github.com/rungkit/rung"
)

// classifyFailure classifies a scripted raw error. TEMPORARY until package
// classify lands.
func classifyFailure(tool *rung.Tool, fs *FailSpec, msg string, cause error, now time.Time) *rung.Failure {
	f := rung.Unknown(cause)
	f.WithCode(fs.Protocol, fs.Status, fs.Code)
	return f
}
