"""The guided first match: scripted steps on the real table (lessons.py), in the words of the
player's own device (controls.py). No pygame here."""
