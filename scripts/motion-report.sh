#!/usr/bin/env bash
# `make motion-report`: runs the motion-fidelity browser tests and prints, for each preset (through its
# shipped campaign, summer-sale B with overrides included), the override lab and a fixed-seed sample of
# campaigns with random overrides, present and dismiss, the largest error of the browser's motion
# against the Swift definition as a fraction of travel and where it occurs, then the overlay measurements.
exec bash "$(dirname "$0")/browser-report.sh" EmbedMotionFidelityTests 'motion|overlay'
