/** The picker's food, activities, objects and symbols (./emoji-data.ts): `char name` per line, the name its Unicode name. */

export const FOOD = `
🍎 red apple
🍌 banana
🍇 grapes
🍓 strawberry
🍉 watermelon
🍑 peach
🍍 pineapple
🥑 avocado
🌽 ear of corn
🥕 carrot
🍞 bread
🧀 cheese wedge
🍔 hamburger
🍟 french fries
🍕 pizza
🌮 taco
🍣 sushi
🍜 steaming bowl
🍩 doughnut
🍪 cookie
🎂 birthday cake
🍫 chocolate bar
🍿 popcorn
☕ hot beverage
🍵 teacup without handle
🍺 beer mug
🍻 clinking beer mugs
🍷 wine glass
🥂 clinking glasses
🍾 bottle with popping cork
`

export const ACTIVITIES = `
⚽ soccer ball
🏀 basketball
🏈 american football
🎾 tennis
🎮 video game
🎲 game die
🎯 direct hit
🎸 guitar
🎵 musical note
🎉 party popper
🎊 confetti ball
🎁 wrapped gift
🏆 trophy
🥇 1st place medal
🚀 rocket
✈️ airplane
🚗 automobile
🚲 bicycle
🏠 house
🏖️ beach with umbrella
🗺️ world map
⏰ alarm clock
`

export const OBJECTS = `
📱 mobile phone
💻 laptop
⌨️ keyboard
📷 camera
💡 light bulb
📚 books
📝 memo
📌 pushpin
📎 paperclip
🔒 locked
🔑 key
🔔 bell
💰 money bag
💎 gem stone
🧩 puzzle piece
🛠️ hammer and wrench
⚙️ gear
🧪 test tube
📈 chart increasing
📉 chart decreasing
🗓️ spiral calendar
✉️ envelope
`

export const SYMBOLS = `
❤️ red heart
🧡 orange heart
💛 yellow heart
💚 green heart
💙 blue heart
💜 purple heart
🖤 black heart
💔 broken heart
💯 hundred points
✅ check mark button
❌ cross mark
❓ red question mark
❗ red exclamation mark
⚠️ warning
✨ sparkles
💤 zzz
💬 speech balloon
👁️‍🗨️ eye in speech bubble
🆗 ok button
🆕 new button
➕ plus
➖ minus
`
