#!/usr/bin/env bash
# `make layout-report`: runs the layout-parity browser test and prints, for every shipped campaign
# variant, how many boxes (dialog, card, banner, ✕, its hit frame, button) it compared in the grid's 22
# containers × both directions × Large and AX5, and the largest difference between the browser's box
# and the plan's, in points (tolerance 0.5), with the part and container where it occurs.
exec bash "$(dirname "$0")/browser-report.sh" LayoutParityBrowserTests layout
