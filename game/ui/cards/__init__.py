"""Card art: procedural faces, court figures and suit shapes."""
