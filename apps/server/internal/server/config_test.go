package server

import (
	"io"
	"log/slog"
	"strings"
	"testing"
)

func TestLogLevel(t *testing.T) {
	tests := []struct {
		value   string
		want    slog.Level
		wantErr string
	}{
		{"", slog.LevelInfo, ""},
		{"warn", slog.LevelWarn, ""},
		{"ERROR", slog.LevelError, ""},
		{"debug", slog.LevelDebug, ""},
		{"quiet", 0, `FL_LOG_LEVEL: want debug, info, warn or error, not "quiet"`},
	}
	for _, tt := range tests {
		cfg, err := ParseConfig(nil, func(k string) string {
			if k == "FL_LOG_LEVEL" {
				return tt.value
			}
			return ""
		}, io.Discard)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("FL_LOG_LEVEL=%q: error %v, want %q", tt.value, err, tt.wantErr)
			}
			continue
		}
		if err != nil || cfg.LogLevel != tt.want {
			t.Errorf("FL_LOG_LEVEL=%q: %v, %v; want %v", tt.value, cfg.LogLevel, err, tt.want)
		}
	}
}
