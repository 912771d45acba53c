"""The small tables the misplay tests play on, one for each variant."""

# Speed: seat 0 holds AS (fits KS on pile 0 and 2D on pile 1); 3S fits neither; seat 1 holds QH
SPEED = {"seats": [{"hand": ["AS", "KD", "2C", "AH", "3S"], "draw": [], "side": ["KS"]},
                   {"hand": ["QH", "5D", "6D", "7D", "8D"], "draw": [], "side": ["2D"]}]}
# Spit: seat 0's stock tops 5C 9H 8C (positions 3 and 4 empty), seat 1's KD 6D; spit piles 7S, 2D
SPIT_DEAL = {"seats": [{"stock": [["5C"], ["9H"], ["8C"], [], []], "spit": ["7S"]},
                       {"stock": [["KD"], ["6D"], [], [], []], "spit": ["2D"]}]}
# California: piles 0..3 = 5C 5D 9H JS (0 and 1 open), 4..7 = KD 2C 3H 4S
CALIFORNIA = {"seats": [{"deck": ["5C", "5D", "9H", "JS", "8C", "8D", "TD"]},
                        {"deck": ["KD", "2C", "3H", "4S", "7C", "6H", "QC"]}]}
